import { API_MESSAGES, CALL_FAILURE_TEXTS, END_SESSIONS_TEXTS, PASSWORD_API_MESSAGES, PASSWORD_FORM_MESSAGES } from '@blood-donation/domain';

/** Spec section 8 texts of the two auth screens, character for character. */
export const REGISTRATION_TEXTS = {
  success: API_MESSAGES.registrationSuccessful,
  failedPrefix: 'Registration failed: ',
  unknownError: 'Unknown error',
  serverFallback: 'Registration failed. Please try again later.',
  noResponse: CALL_FAILURE_TEXTS.noResponse,
  other: CALL_FAILURE_TEXTS.other,
  /** Before the Register button: registering is agreeing to the account consent (recorded with the account). */
  consentLead: 'By registering you agree to this:',
  privacyLink: 'Privacy Policy',
} as const;

/** The login screen's heading and intro; its tab says 'Login'. */
export const LOGIN_PAGE_TEXTS = {
  documentTitle: 'Login',
  title: 'Welcome Back',
  intro: 'Log in to donate, request blood and follow your history.',
} as const;

/** The registration screen's heading (its tab's title too) and intro. */
export const REGISTER_PAGE_TEXTS = {
  title: 'Create Account',
  intro: 'Join our community of donors and help save lives.',
} as const;

export const LOGIN_TEXTS = {
  success: 'Login successful!',
  invalidResponse: 'Invalid server response. Please try again.',
  noRole: 'No valid role found.',
  serverFallback: 'Login failed. Please try again.',
  noResponse: CALL_FAILURE_TEXTS.network,
  other: CALL_FAILURE_TEXTS.unexpected,
  or: 'or',
  passkey: 'Sign in with a passkey',
  passkeyWaiting: 'Waiting for your passkey…',
  passkeyCancelled: 'No passkey was used. You can try again, or log in with your password.',
} as const;

/** A login's second step (issue 25): the authenticator app's code, or a recovery code. */
export const SECOND_FACTOR_TEXTS = {
  title: 'Two-step verification',
  codeIntro: 'Enter the 6-digit code your authenticator app shows for Blood Donation.',
  recoveryIntro: 'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  verify: 'Verify',
  back: 'Back',
  useRecovery: 'Use a recovery code',
  useCode: 'Use the authenticator app',
} as const;

/** The password reset screens (the spec's login screen only has the 'Forgot your password?' link). */
export const FORGOT_PASSWORD_TEXTS = {
  title: 'Forgot Password',
  intro: 'Enter the email of your account and we will send you a link to choose a new password.',
  submit: 'Send Reset Link',
  pending: 'Sending...',
  /** The server's answer, shown when it sends none. */
  sent: PASSWORD_API_MESSAGES.linkSent,
  backToLogin: 'Back to login',
  serverFallback: 'Could not send the reset link. Please try again.',
  noResponse: CALL_FAILURE_TEXTS.network,
  other: CALL_FAILURE_TEXTS.unexpected,
} as const;

/** The Change Password screen of a logged-in account; the server's messages are shown as it sends them. */
export const CHANGE_PASSWORD_TEXTS = {
  title: 'Change Password',
  intro: 'Enter your current password, then choose a new one. Your other sessions will be logged out.',
  submit: 'Change Password',
  pending: 'Changing...',
  currentRequired: PASSWORD_FORM_MESSAGES.currentRequired,
  /** The server's answer, shown when it sends none. */
  done: PASSWORD_API_MESSAGES.changed,
  backToDashboard: 'Back to dashboard',
  serverFallback: 'Could not change the password. Please try again.',
  noResponse: CALL_FAILURE_TEXTS.network,
  other: CALL_FAILURE_TEXTS.unexpected,
} as const;

export const RESET_PASSWORD_TEXTS = {
  title: 'Reset Password',
  intro: 'Choose a new password for your account.',
  submit: 'Reset Password',
  pending: 'Resetting...',
  /** The server's answer, shown when it sends none. */
  done: PASSWORD_API_MESSAGES.passwordReset,
  /** The server's 400 for an unknown, used or expired link. */
  invalidLink: PASSWORD_FORM_MESSAGES.resetLinkInvalid,
  noToken: 'This page opens from the link in a password reset email.',
  requestNew: 'Request a new link',
  backToLogin: 'Back to login',
  serverFallback: 'Could not reset the password. Please try again.',
  noResponse: CALL_FAILURE_TEXTS.network,
  other: CALL_FAILURE_TEXTS.unexpected,
} as const;

/** /end-sessions, the link of an email about the account (domain's END_SESSIONS_TEXTS). */
export const END_SESSIONS_PAGE_TEXTS = {
  title: END_SESSIONS_TEXTS.title,
  intro: END_SESSIONS_TEXTS.intro,
  serverFallback: END_SESSIONS_TEXTS.linkInvalid,
  noResponse: CALL_FAILURE_TEXTS.network,
  other: CALL_FAILURE_TEXTS.unexpected,
} as const;
