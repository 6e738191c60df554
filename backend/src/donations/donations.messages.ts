/** Answers of the donation endpoints that the spec leaves to the server. */
export const DONATION_MESSAGES = {
  unknownEvent: 'The selected event does not exist.',
  notFound: 'Donation not found.',
} as const;
