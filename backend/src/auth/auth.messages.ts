import { API_MESSAGES, SESSION_TEXTS } from '@blood-donation/domain';

/** Answers of the auth endpoints and guards that the spec leaves to the server. */
export const AUTH_MESSAGES = {
  invalidCredentials: API_MESSAGES.invalidCredentials,
  loginRequired: 'You need to log in to do this.',
  invalidAccessToken: 'Your access token is invalid or has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  sessionExpired: SESSION_TEXTS.expiredMessage,
  loggedOut: API_MESSAGES.loggedOut,
} as const;
