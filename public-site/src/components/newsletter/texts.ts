/** Newsletter texts of the public site (the validation messages are domain's NEWSLETTER_MESSAGES). */
export const NEWSLETTER_TEXTS = {
  heading: 'Subscribe to Our Newsletter',
  intro: 'Drives near you and donor stories, once a month.',
  label: 'Email address for the newsletter',
  placeholder: 'Enter your email',
  submit: 'Subscribe',
  subscribed: (email: string) => `Thank you for subscribing with ${email}!`,
  failed: 'Subscription failed. Please try again later.',
} as const;
