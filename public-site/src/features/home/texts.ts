import { PATHS } from '../../lib/paths';

/** The dialog a logged-out visitor sees for the four home-page actions that need login (spec section 2). */
export const LOGIN_REQUIRED = {
  title: 'Login Required',
  confirm: 'Login Now',
  cancel: 'Cancel',
  /** No account yet: the way to make one, beside Login Now. */
  signUp: 'Sign up',
} as const;

export type HomeAction = 'donate' | 'findCenter' | 'getInvolved' | 'volunteer';

/** Each action: its button label, where it goes when logged in and what the dialog says otherwise. */
export const HOME_ACTIONS: Record<HomeAction, { label: string; to: string; loginMessage: string }> = {
  donate: { label: 'Donate Now', to: PATHS.donateBlood, loginMessage: 'You need to login to donate blood.' },
  findCenter: { label: 'Find a Donation Center', to: PATHS.contactUs, loginMessage: 'You need to login to find a donation center.' },
  getInvolved: { label: 'Get Involved', to: PATHS.getInvolved, loginMessage: 'You need to login to get involved.' },
  volunteer: { label: 'Volunteer with Us', to: PATHS.getInvolved, loginMessage: 'You need to login to volunteer.' },
};

export const HOW_IT_WORKS = [
  { title: 'Sign Up', text: 'Create a free account in a minute.' },
  { title: 'Visit a Donation Center', text: 'Pick a drive or center near you.' },
  { title: 'Donor Screening', text: 'A quick, private health check.' },
  { title: 'Blood Donation', text: 'About ten minutes, seated and supervised.' },
  { title: 'Recovery', text: 'Rest with a drink and a snack.' },
  { title: 'Save Lives', text: 'Your blood reaches patients who need it.' },
] as const;
