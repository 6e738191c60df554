/** Answers of the auth endpoints and guards that the spec leaves to the server. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  loginRequired: 'You need to log in to do this.',
  invalidAccessToken: 'Your access token is invalid or has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'You have successfully logged out.',
} as const;
