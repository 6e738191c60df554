/** Answers of the user endpoints that the spec leaves to the server. */
export const USER_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
} as const;
