/** Answers of the donation endpoints that the spec leaves to the server. */
export const DONATION_MESSAGES = {
  unknownEvent: 'The selected event does not exist.',
  eventId: 'event.id must be a whole number',
} as const;
