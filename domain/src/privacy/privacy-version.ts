/**
 * The privacy text (the Privacy Policy page) that people agree to, and what each consent says in plain words.
 * Every consent is recorded with the version and the statement shown when it was given: change the version
 * whenever the privacy text or a statement changes.
 */

/** The day the privacy text last changed: the version every new consent is recorded with. */
export const PRIVACY_TEXT_VERSION = '2026-11-27';

/** What a person can agree to: keeping an account, being asked to donate, and the newsletter. */
export const CONSENT_PURPOSES = ['account', 'matching', 'newsletter'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What is agreed to for each purpose, shown where it is given and on the donor's dashboard. */
export const CONSENT_STATEMENTS: Record<ConsentPurpose, string> = {
  account:
    'We keep your account details (name, email, age, gender, mobile number and blood group) to run your donations and blood requests.',
  matching:
    'While you are available to donate, we may email you when a patient in your city needs blood that yours suits.',
  newsletter: 'We email you our newsletter about blood drives and events.',
};

/** Where each consent is given (for the donor's list of their consents). */
export const CONSENT_PURPOSE_NAMES: Record<ConsentPurpose, string> = {
  account: 'Your account',
  matching: 'Being asked to donate',
  newsletter: 'Newsletter',
};

/** The account consent is not withdrawn on its own: it ends with the account, deleted with DELETE /api/user/me. */
export const ACCOUNT_CONSENT_ENDS = 'This ends when you delete your account.';

export const CONSENT_MESSAGES = {
  purposeInvalid: `purpose must be one of: ${CONSENT_PURPOSES.join(', ')}`,
  accountNotWithdrawable: 'The account consent ends when you delete your account (DELETE /api/user/me)',
} as const;
