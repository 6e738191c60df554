import { firstErrorPerField } from './field-errors';
import { subscribeSchema } from './newsletter';

/** What the newsletter form shows for the email typed (its lazily loaded part checks it with this schema). */
const validateNewsletterEmail = (email: string) => firstErrorPerField<'email'>(subscribeSchema, { email }).email;

describe('validateNewsletterEmail', () => {
  it('requires a valid email', () => {
    expect(validateNewsletterEmail('')).toBe('Email is required');
    expect(validateNewsletterEmail('x@y')).toBe('Invalid email address');
    expect(validateNewsletterEmail('x@y.org')).toBeUndefined();
  });
});
