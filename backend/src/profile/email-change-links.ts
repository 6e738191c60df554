import { createHash, randomBytes } from 'node:crypto';

/** How long the link sent to the new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** Hex SHA-256: the only form an email change token is stored in. */
export const emailChangeTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newEmailChangeToken = (): string => randomBytes(32).toString('base64url');

/** The public site's page the link opens. */
export const emailChangeLink = (publicUrl: string, token: string): string => `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

export const EMAIL_CHANGE_SUBJECT = 'Confirm your new Blood Donation email address';

export function emailChangeText(link: string): string {
  return [
    'Someone (we hope it was you) asked to use this address for their Blood Donation account.',
    '',
    `To confirm it, open this link within ${EMAIL_CHANGE_TTL_HOURS} hours. It works once:`,
    link,
    '',
    'If it was not you, ignore this email: nothing changes.',
  ].join('\n');
}
