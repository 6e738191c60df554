/**
 * The privacy text (the Privacy Policy page) that people agree to, and what each consent says in plain words.
 * Every consent is recorded with the version and the statement shown when it was given: change the version
 * whenever the privacy text or a statement changes.
 */

/** The day the privacy text last changed: the version every new consent is recorded with. */
export const PRIVACY_TEXT_VERSION = '2026-11-28';

/**
 * What a person can agree to: keeping an account, being asked to donate, the newsletter, being told when they may
 * give again, and being told what became of their donations.
 */
export const CONSENT_PURPOSES = ['account', 'matching', 'newsletter', 'eligibility-reminders', 'donation-journey'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Consents that are only their record: given with PUT /api/user/consents/{purpose} (off until then), withdrawn with
 * DELETE. The others stand with something else (the account, being available, the subscription).
 */
export const RECORDED_CONSENT_PURPOSES = ['eligibility-reminders', 'donation-journey'] as const satisfies readonly ConsentPurpose[];
export type RecordedConsentPurpose = (typeof RECORDED_CONSENT_PURPOSES)[number];
export const isRecordedConsentPurpose = (purpose: string): purpose is RecordedConsentPurpose => RECORDED_CONSENT_PURPOSES.some((recorded) => recorded === purpose);

/** What is agreed to for each purpose, shown where it is given and on the donor's dashboard. */
export const CONSENT_STATEMENTS: Record<ConsentPurpose, string> = {
  account:
    'We keep your account details (name, email, age, gender, mobile number and blood group) to run your donations and blood requests.',
  matching:
    'While you are available to donate, we may email you when a patient in your city needs blood that yours suits.',
  newsletter: 'We email you our newsletter about blood drives and events.',
  'eligibility-reminders': 'We email you once when you may give blood again, with a link to book at a drive near you.',
  'donation-journey': 'We email you when your donation is sent to a hospital or used otherwise (never anything about the patient).',
};

/** Where each consent is given (for the donor's list of their consents). */
export const CONSENT_PURPOSE_NAMES: Record<ConsentPurpose, string> = {
  account: 'Your account',
  matching: 'Being asked to donate',
  newsletter: 'Newsletter',
  'eligibility-reminders': 'When you may give again',
  'donation-journey': 'What your donation did',
};

/** The account consent is not withdrawn on its own: it ends with the account, deleted with DELETE /api/user/me. */
export const ACCOUNT_CONSENT_ENDS = 'This ends when you delete your account.';

export const CONSENT_MESSAGES = {
  purposeInvalid: `purpose must be one of: ${CONSENT_PURPOSES.join(', ')}`,
  accountNotWithdrawable: 'The account consent ends when you delete your account (DELETE /api/user/me)',
  notGivenHere: `Only ${RECORDED_CONSENT_PURPOSES.join(' and ')} are given here; matching is given by turning availability on, the newsletter by subscribing`,
} as const;
