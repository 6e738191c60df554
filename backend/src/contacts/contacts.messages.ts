/** Answers of the contact endpoints that the spec leaves to the server. */
export const CONTACT_API_MESSAGES = {
  received: "Thank you for your message! We'll get back to you soon.",
  deleted: 'Contact deleted successfully.',
  notFound: 'Contact not found.',
  replyRequired: 'Reply message is required',
  replyTooLong: 'Reply message must be at most 2000 characters',
  notRetryable: 'Only a reply whose email has failed can be retried.',
} as const;
