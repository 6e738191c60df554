/** The 429 answer: how long to wait, in whole seconds (also in Retry-After). */
export const tooManyRequestsMessage = (seconds: number): string =>
  `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
