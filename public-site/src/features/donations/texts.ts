/** Spec section 8 texts of the donation screens, character for character. */
export const DONATE_TEXTS = {
  success: 'Donation data added successfully!',
  failure: 'Failed to add donation data. Please try again later.',
} as const;

export const DONATION_HISTORY_TEXTS = {
  loaded: 'Donation history loaded successfully',
  failed: 'Failed to fetch donation history. Please try again later.',
  empty: 'No donors available at the moment.',
} as const;
