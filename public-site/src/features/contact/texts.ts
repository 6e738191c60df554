import { CONTACT_API_MESSAGES } from '@blood-donation/domain';

/** Spec section 8 Contact form texts, character for character. */
export const CONTACT_TEXTS = {
  success: CONTACT_API_MESSAGES.received,
  /** A 2xx answer other than 200, without a message. */
  notOk: 'Failed to submit the form.',
  /** An error answer without a message, or no answer at all. */
  failed: 'An error occurred. Please try again.',
} as const;

/** The contact page's toast closes after 3 s (spec section 9). */
export const CONTACT_TOAST_MS = 3000;

/** The Get In Touch page's heading and intro, and its tab's title. */
export const CONTACT_PAGE_TEXTS = {
  documentTitle: 'Contact Us',
  title: 'Get In Touch',
  intro: 'Questions about donating, a drive you want to host or anything else: send us a message.',
} as const;
