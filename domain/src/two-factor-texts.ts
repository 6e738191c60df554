/** Two-factor authentication's constants, error codes and texts (issue 25), without zod: the admin panel's first
 * screen and the public site use them without loading the schemas (schemas/two-factor.ts). */

/** How a login may be finished, as `methods` lists those of the account. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;
/** The characters of a recovery code (no 0/O, 1/I/L), and its length without the dash shown in the middle. */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RECOVERY_CODE_LENGTH = 10;
/** Failed second-factor tries an account gets in SECOND_FACTOR_WINDOW_MINUTES, whatever the address, before 429. */
export const SECOND_FACTOR_TRIES = 5;
export const SECOND_FACTOR_WINDOW_MINUTES = 15;
/** How long the challenge of a login waiting for its second factor lasts. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;

export const TWO_FACTOR_MESSAGES = {
  required: 'Two-factor authentication is required for this role',
  codeFormat: 'code must be the 6 digits your authenticator app shows',
  codeWrong: 'code is not right, or was already used: enter the code your authenticator app shows now',
  recoveryCodeFormat: `recoveryCode must be one of your recovery codes (${RECOVERY_CODE_LENGTH} letters and digits)`,
  recoveryCodeWrong: 'recoveryCode is not one of your unused recovery codes',
  oneAnswer: 'Send one of code, recoveryCode or passkey',
  challengeInvalid: 'This login has expired. Please log in again.',
  notEnrolling: 'Start adding an authenticator app first (POST /api/user/2fa/totp).',
  alreadyEnrolled: 'An authenticator app is already set up. Remove it before adding another.',
  notEnrolled: 'No authenticator app is set up.',
  methodUnavailable: 'This account has no such second factor',
  enrolled: 'Authenticator app added. Keep your recovery codes somewhere safe: they are shown only this once.',
  removed: 'Authenticator app removed.',
  stepUpRequired: 'Confirm it is you first: enter a code from your authenticator app, or use your passkey.',
  reset: 'Two-factor authentication reset: the account sets up a new second factor at its next login.',
  resetOwn: 'You cannot reset your own two-factor authentication here.',
} as const;

/** The errorCode of the 403 a staff account's session answers until it has proved a second factor (TWO_FACTOR_MESSAGES.required). */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

/** The errorCode of the 401 a dangerous action answers when the session has not proved a second factor lately. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
/** Minutes a second-factor check opens dangerous actions for, unless STEP_UP_MINUTES says otherwise. */
export const STEP_UP_MINUTES_DEFAULT = 10;
