import { CALL_FAILURE_TEXTS } from '@blood-donation/domain';

const FAILURES = { noResponse: CALL_FAILURE_TEXTS.network, other: CALL_FAILURE_TEXTS.unexpected } as const;

/** Texts of /profile, its email change and /confirm-email. */
export const PROFILE_TEXTS = {
  title: 'Your profile',
  intro: 'What people who need blood and our coordinators know about you. Change it whenever you like.',
  username: 'Username',
  mobile: 'Mobile Number',
  bloodGroup: 'Blood Group',
  unknownBloodGroup: "I don't know yet",
  bloodGroupHint: 'A donation you record confirms it.',
  gender: 'Gender',
  age: 'Age',
  city: 'City',
  cityHint: 'Where you can donate; people who need blood there can ask you.',
  channel: 'How to ask me',
  email: 'Email',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Your profile was saved.',
  serverFallback: 'Failed to save your profile. Please try again later.',
  ...FAILURES,
  loadFailed: 'Failed to load your profile. Please try again later.',
  backToDashboard: 'Back to the dashboard',
} as const;

export const EMAIL_CHANGE_TEXTS = {
  title: 'Email address',
  current: 'Your address now:',
  newEmail: 'New email address',
  password: 'Your password',
  send: 'Send the link',
  sending: 'Sending...',
  serverFallback: 'Failed to ask for the change. Please try again later.',
  ...FAILURES,
} as const;

export const CONFIRM_EMAIL_TEXTS = {
  title: 'Confirm your new email address',
  confirming: 'Confirming your new address...',
  noToken: 'This link is incomplete. Open the link from the email again.',
  serverFallback: 'Failed to confirm your new address. Please try again later.',
  ...FAILURES,
  toProfile: 'Go to your profile',
} as const;
