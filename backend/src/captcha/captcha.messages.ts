/** Answers of the captcha endpoints that the spec leaves to the server. */
export const CAPTCHA_API_MESSAGES = {
  noChallenge: 'This server does not use ALTCHA challenges.',
} as const;
