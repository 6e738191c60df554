/**
 * The emails that tell an account's owner when something that matters happens to it (issue 25 point 5), each with a
 * link that ends every session of the account at once (/end-sessions), and the texts of that page.
 */
export const ACCOUNT_NOTICE_KINDS = ['passkey-added', 'totp-added', 'totp-removed', 'password-changed', 'new-device-login', 'staff-role-granted', 'staff-role-removed', 'two-factor-reset'] as const;
export type AccountNoticeKind = (typeof ACCOUNT_NOTICE_KINDS)[number];

/** How long the link of a notice works, in days. */
export const END_SESSIONS_LINK_DAYS = 7;

/** How long a browser that logged in to an account is known to it: a login from any other is a new device. */
export const KNOWN_DEVICE_DAYS = 90;

export const ACCOUNT_NOTICES: Record<AccountNoticeKind, { subject: string; lead: string }> = {
  'passkey-added': {
    subject: 'A passkey was added to your Blood Donation account',
    lead: 'A new passkey was added to your Blood Donation account: it can now log in to your account without a password.',
  },
  'totp-added': {
    subject: 'An authenticator app was set up on your Blood Donation account',
    lead: 'An authenticator app was set up on your Blood Donation account, with a new set of ten recovery codes: logins now ask for its code after the password.',
  },
  'totp-removed': {
    subject: 'The authenticator app was removed from your Blood Donation account',
    lead: 'The authenticator app of your Blood Donation account was removed, with its recovery codes: logins no longer ask for its code.',
  },
  'password-changed': {
    subject: 'Your Blood Donation password was changed',
    lead: 'The password of your Blood Donation account was just changed.',
  },
  'new-device-login': {
    subject: 'New login to your Blood Donation account',
    lead: `Your Blood Donation account was just logged in to from a browser it has not been used on in the last ${KNOWN_DEVICE_DAYS} days.`,
  },
  'staff-role-granted': {
    subject: 'You now have a staff role at Blood Donation',
    lead: 'Your Blood Donation account was given a staff role: it opens the admin panel, with other people’s personal data.',
  },
  'staff-role-removed': {
    subject: 'Your staff role at Blood Donation was removed',
    lead: 'Your Blood Donation account no longer has a staff role: it no longer opens the admin panel.',
  },
  'two-factor-reset': {
    subject: 'The two-factor authentication of your Blood Donation account was reset',
    lead: 'An administrator reset the two-factor authentication of your Blood Donation account: its authenticator app, recovery codes and passkeys were removed and every session ended. Your next login asks you to set up a new second factor.',
  },
};

/**
 * The notice's text: what happened, when and on which device (none for what staff did: a role), and the link that
 * ends every session.
 */
export function accountNoticeText(kind: AccountNoticeKind, details: { device: string | null; when: string; endSessionsLink: string }): string {
  return [
    ACCOUNT_NOTICES[kind].lead,
    '',
    ...(details.device ? [`Device: ${details.device}`] : []),
    `When: ${details.when}`,
    '',
    'If this was you, there is nothing to do.',
    '',
    `If it was not you, end every session of your account at once with this link (it works for ${END_SESSIONS_LINK_DAYS} days), then reset your password from the login page:`,
    details.endSessionsLink,
  ].join('\n');
}

/** The /end-sessions page the notices link to, and the API's answers. */
export const END_SESSIONS_TEXTS = {
  title: 'End all sessions',
  intro: 'Every browser where your account is logged in will be logged out at once, this one too. Then reset your password from the login page.',
  button: 'End all sessions',
  ended: 'Every session of your account has ended. Reset your password now if you think someone else knows it.',
  linkInvalid: 'This link is not valid or has expired. Log in and end your sessions from your dashboard instead.',
  noToken: 'This page needs the link from the email we sent you.',
  toResetPassword: 'Reset your password',
} as const;
