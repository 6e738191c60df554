import { CALL_FAILURE_TEXTS, RECOVERY_CODE_COUNT } from '@blood-donation/domain';

/** Setting up an authenticator app (issue 25): on /two-factor and in the dashboard's card alike. */
export const SETUP_TEXTS = {
  start: 'Set up authenticator app',
  starting: 'Starting…',
  startFailed: 'The set-up could not start. Please try again.',
  scanTitle: 'Scan the QR code',
  scanIntro: 'In an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…), add an account and scan this code.',
  qrLabel: 'QR code for your authenticator app',
  secretLabel: 'Secret key',
  secretHint: 'Cannot scan it? Type this key into the app instead.',
  copySecret: 'Copy secret key',
  secretCopied: 'Secret key copied.',
  codeLabel: 'Code from your authenticator app',
  codeHint: 'The 6 digits the app shows now for Blood Donation.',
  codeFormat: 'Enter the 6 digits your authenticator app shows.',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  confirmFailed: 'The code could not be checked. Please try again.',
  cancel: 'Cancel',
  codesTitle: 'Your recovery codes',
  codesIntro: `Authenticator app added. If you lose your phone, each of these ${RECOVERY_CODE_COUNT} codes logs you in once. They are shown only this once: save them somewhere safe now.`,
  copyCodes: 'Copy codes',
  codesCopied: 'Recovery codes copied.',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  download: 'Download as .txt',
  fileName: 'blood-donation-recovery-codes.txt',
  fileText: (codes: readonly string[]) =>
    ['Blood Donation: recovery codes', 'Each code logs you in once, instead of a code from your authenticator app.', '', ...codes, ''].join('\n'),
  saved: 'I have saved my recovery codes',
  noResponse: CALL_FAILURE_TEXTS.noResponse,
} as const;

/** /two-factor: where a staff account without a second factor is sent after its login. */
export const TWO_FACTOR_PAGE_TEXTS = {
  title: 'Set up two-factor authentication',
  intro:
    'Staff accounts must have a second factor: after your password, logins also ask for a code from an app on your phone. It keeps donors’ records safe even if your password is stolen.',
  passkeyInstead: 'Use a passkey instead',
  leaving: 'Opening the admin panel…',
  done: 'Two-factor authentication is set up.',
} as const;

/** The dashboard's 'Two-factor authentication' card. */
export const TWO_FACTOR_CARD_TEXTS = {
  title: 'Two-factor authentication',
  intro: 'After your password, logins ask for a code from an authenticator app on your phone: a stolen password alone does not open your account.',
  appOn: 'Authenticator app: set up',
  appOff: 'Authenticator app: not set up',
  codesLeft: (left: number) => `Recovery codes left: ${left} of ${RECOVERY_CODE_COUNT}`,
  loadFailed: 'Failed to load your two-factor settings. Please try again later.',
  added: 'Authenticator app added.',
  remove: 'Remove',
  removeWhat: ' authenticator app',
  removeTitle: 'Remove the authenticator app?',
  removeMessage: 'Logins will no longer ask for its codes, and your recovery codes will stop working.',
  keep: 'Keep it',
  removeFailed: 'The authenticator app could not be removed. Please try again.',
  stepUpTitle: 'Confirm it is you',
  stepUpIntro: 'Removing the app needs a code from it first: enter the code it shows now.',
  notRemoved: 'The authenticator app was not removed.',
} as const;
