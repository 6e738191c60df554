import { NO_EVENTS_TEXT } from '@blood-donation/domain';

/** Spec section 2 and 8 Events texts, character for character. */
export const EVENTS_TEXTS = {
  noUpcoming: 'No upcoming events available at the moment.',
  noPrevious: 'No previous events available at the moment.',
  noMatch: 'No events match your search.',
  descriptionFallback: 'Join us to make a difference!',
  notArray: NO_EVENTS_TEXT,
  serverFallback: 'Failed to fetch events.',
  network: 'Network error, please try again later.',
  unexpected: 'An unexpected error occurred, please try again.',
} as const;

/** The card's description preview is cut here and '...' added (spec section 9). */
export const PREVIEW_LENGTH = 120;
