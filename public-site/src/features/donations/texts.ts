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
  empty: 'No donors available at the moment.',
} as const;
