/** Answers of the event endpoints that the spec leaves to the server. */
export const EVENT_API_MESSAGES = {
  deleted: 'Event deleted successfully!',
  notFound: 'Event not found.',
} as const;
