import { PASSWORD_API_MESSAGES, PASSWORD_FORM_MESSAGES } from '@blood-donation/domain';

/** Answers and the email of the password reset (the spec's login screen only has a 'Forgot your password?' link). */
export const PASSWORD_RESET_MESSAGES = {
  linkSent: PASSWORD_API_MESSAGES.linkSent,
  passwordReset: PASSWORD_API_MESSAGES.passwordReset,
  invalidLink: PASSWORD_FORM_MESSAGES.resetLinkInvalid,
  tokenRequired: PASSWORD_FORM_MESSAGES.resetTokenRequired,
  emailSubject: 'Reset your Blood Donation password',
} as const;

/** Answers of the Change Password form (a logged-in account). */
export const PASSWORD_CHANGE_MESSAGES = {
  changed: PASSWORD_API_MESSAGES.changed,
  currentRequired: PASSWORD_FORM_MESSAGES.currentRequired,
  currentWrong: PASSWORD_FORM_MESSAGES.currentWrong,
} as const;

/** How long a reset link works. */
export const RESET_LINK_TTL_MINUTES = 30;

export function resetEmailText(link: string): string {
  return [
    'Someone (we hope it was you) asked to reset the password of your Blood Donation account.',
    '',
    `To choose a new password, open this link within ${RESET_LINK_TTL_MINUTES} minutes. It works once:`,
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
}
