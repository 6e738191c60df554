import { DONATION_TEXTS } from '@blood-donation/domain';

/** Spec section 8 texts of the donation screens, character for character. */
export const DONATE_TEXTS = {
  success: DONATION_TEXTS.added,
  failure: DONATION_TEXTS.addFailed,
  loading: 'Filling in your details...',
  next: 'Thank you for giving blood. Your donation is now in your Donation History.',
  history: 'Donation History',
} as const;

export const DONATION_HISTORY_TEXTS = {
  loaded: 'Donation history loaded successfully',
  failed: 'Failed to fetch donation history. Please try again later.',
  caption: 'Your donations',
  loading: 'Loading your donations...',
  empty: 'No donors available at the moment.',
} as const;

/** The Donate Blood page's heading and intro. */
export const DONATE_PAGE_TEXTS = {
  title: 'Donate Blood',
  intro: 'Record a donation you have made, and the drive you gave at if there was one.',
} as const;
