import { NEWSLETTER_MESSAGES } from '@blood-donation/domain';

/** Answers and emails of the newsletter that the spec leaves to the server. */
export const NEWSLETTER_API_MESSAGES = {
  subscribed: NEWSLETTER_MESSAGES.subscribed,
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed,
  invalidLink: NEWSLETTER_MESSAGES.invalidLink,
  tokenRequired: NEWSLETTER_MESSAGES.tokenRequired,
  welcomeSubject: 'Welcome to the Blood Donation newsletter',
} as const;

export function welcomeText(unsubscribeUrl: string): string {
  return [
    'Thank you for subscribing to the Blood Donation newsletter.',
    'We will write to you about upcoming blood drives and events.',
    '',
    `To unsubscribe, open this link: ${unsubscribeUrl}`,
  ].join('\n');
}
