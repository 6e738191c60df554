import { API_MESSAGES } from '@blood-donation/domain';

/** Answers of the user endpoints that the spec leaves to the server. */
export const USER_MESSAGES = {
  emailTaken: API_MESSAGES.emailTaken,
} as const;
