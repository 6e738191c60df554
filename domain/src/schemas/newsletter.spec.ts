import { validateNewsletterEmail } from './newsletter';

describe('validateNewsletterEmail', () => {
  it('requires a valid email', () => {
    expect(validateNewsletterEmail('')).toBe('Email is required');
    expect(validateNewsletterEmail('x@y')).toBe('Invalid email address');
    expect(validateNewsletterEmail('x@y.org')).toBeUndefined();
  });
});
