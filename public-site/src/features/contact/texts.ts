/** Spec section 8 Contact form texts, character for character. */
export const CONTACT_TEXTS = {
  success: "Thank you for your message! We'll get back to you soon.",
  /** A 2xx answer other than 200, without a message. */
  notOk: 'Failed to submit the form.',
  /** An error answer without a message, or no answer at all. */
  failed: 'An error occurred. Please try again.',
} as const;

/** The contact page's toast closes after 3 s (spec section 9). */
export const CONTACT_TOAST_MS = 3000;
