import { CALL_FAILURE_TEXTS } from '@blood-donation/domain';

/** The User Dashboard's own texts. */
export const DASHBOARD_TEXTS = {
  links: 'Your pages',
} as const;

/** Texts of the donor's availability and eligibility cards on the User Dashboard. */
export const AVAILABILITY_TEXTS = {
  title: 'Being asked to donate',
  intro: 'When you are available, people who need your blood group in your city can ask you.',
  available: 'Available to donate',
  city: 'City',
  cityHint: 'Where you can donate.',
  channel: 'How to ask me',
  email: 'Email',
  channelHint: 'Email is the one way for now.',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Your availability was saved.',
  failed: 'Failed to save your availability. Please try again later.',
  loadFailed: 'Failed to load your availability. Please try again later.',
} as const;

export const ELIGIBILITY_TEXTS = {
  title: 'When you can donate',
  now: 'You can donate now.',
  again: (date: string) => `You can donate again on ${date}`,
  reminder: 'Add a reminder to my calendar',
  reminderSummary: 'You can donate blood again',
  reminderDescription: 'From today you may give whole blood again. Record it on the Donate Blood page.',
  loadFailed: 'Could not check when you can donate. Please try again later.',
} as const;


/** The 'Your consents' card: what the donor agreed to, when, to which privacy text; and withdrawing. */
export const CONSENTS_TEXTS = {
  title: 'Your consents',
  intro: 'What you have agreed to, when, and to which version of our Privacy Policy. Withdrawing takes one click.',
  given: (when: string, version: string) => `Given on ${when} (Privacy Policy version ${version}).`,
  givenUnrecorded: 'Given before consents were recorded.',
  notGiven: 'Not given.',
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing...',
  /** Read after Withdraw by screen readers: 'Withdraw consent: Newsletter'. */
  withdrawWhat: (name: string) => ` consent: ${name}`,
  withdrawn: 'Your consent was withdrawn.',
  failed: 'Could not withdraw your consent. Please try again later.',
  give: 'Turn on',
  giving: 'Turning on...',
  /** Read after Turn on by screen readers: 'Turn on consent: When you may give again'. */
  giveWhat: (name: string) => ` consent: ${name}`,
  givenNow: 'Thank you, your consent is recorded.',
  giveFailed: 'Could not record your consent. Please try again later.',
  loadFailed: 'Failed to load your consents. Please try again later.',
  history: 'History',
  historyLine: (name: string, given: string, version: string) => `${name}: given on ${given} (version ${version})`,
  historyWithdrawn: (when: string) => `, withdrawn on ${when}`,
} as const;

/** The dashboard's 'Your data' card: taking the data out, and leaving. */
export const YOUR_DATA_TEXTS = {
  title: 'Your data',
  intro: 'Take out everything we hold about you as one file, or delete your account.',
  download: 'Download my data',
  downloading: 'Preparing your file...',
  downloadFailed: 'Could not download your data. Please try again later.',
  delete: 'Delete my account',
  dialogTitle: 'Delete your account?',
  whatGoes:
    'We erase your name, email address, mobile number, age, gender, blood group and password, and log you out on every device. Your availability and newsletter subscription are deleted.',
  whatStays:
    'Your donations, blood requests, volunteer sign-ups and messages to us stay only as anonymous records, with no name, contact details or message text (donations and requests keep blood group, units, day, city, age and gender), so our counts stay right. No donor is asked about your open blood requests any more; they close as usual.',
  final: 'This cannot be undone. We send one last email to confirm it.',
  password: 'Password',
  cancel: 'Cancel',
  confirm: 'Delete my account',
  deleting: 'Deleting your account...',
  serverFallback: 'Could not delete your account. Please try again later.',
  noResponse: CALL_FAILURE_TEXTS.network,
  other: CALL_FAILURE_TEXTS.unexpected,
} as const;

/** Texts of the donor's volunteer sign-ups card on the User Dashboard. */
export const VOLUNTEERING_TEXTS = {
  title: 'My volunteering',
  intro: 'The events you signed up to help at. If you cannot come, withdraw so the organisers know.',
  loadFailed: 'Failed to fetch your volunteer sign-ups. Please try again later.',
  empty: 'You have not signed up to volunteer yet.',
  signUp: 'Volunteer with Us',
  noEvent: 'Any event',
  noEventNote: 'You offered to help without choosing an event; the organisers will get in touch.',
  when: 'When',
  where: 'Where',
  signedUpOn: 'Signed up on',
  withdraw: 'Withdraw',
  from: (what: string) => `from ${what}`,
  confirmTitle: 'Withdraw your sign-up?',
  confirmMessage: (what: string) => `You will no longer be expected at ${what}. You can sign up again from the Volunteer Form.`,
  keep: 'Keep my sign-up',
  withdrawFailed: 'Failed to withdraw your sign-up. Please try again.',
  noResponse: 'No response from server. Please try again later.',
} as const;

/** The dashboard's line about the donor: blood group and city. */
export const PROFILE_SUMMARY_TEXTS = {
  bloodGroup: 'Blood group',
  unknown: 'not known yet',
  notConfirmed: 'not yet confirmed',
  city: 'City',
  noCity: 'none given',
  edit: 'Edit your profile',
} as const;
