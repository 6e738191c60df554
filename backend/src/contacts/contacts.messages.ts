import { CONTACT_API_MESSAGES as SHOWN_BY_THE_APPS, CONTACT_REPLY_MESSAGES } from '@blood-donation/domain';

/** Answers of the contact endpoints that the spec leaves to the server. */
export const CONTACT_API_MESSAGES = {
  ...SHOWN_BY_THE_APPS,
  notFound: 'Contact not found.',
  ...CONTACT_REPLY_MESSAGES,
  notRetryable: 'Only a reply whose email has failed can be retried.',
  senderErased: 'Its sender deleted their account: there is no address to reply to.',
} as const;
