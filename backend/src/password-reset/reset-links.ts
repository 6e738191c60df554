import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_TTL_MINUTES } from './password-reset.messages';
import type { PasswordResetTokenRepository } from './password-reset-token.repository';

/** Hex SHA-256: the only form a reset token is stored in. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The public site's page a reset link opens. */
export const resetLink = (publicUrl: string, token: string): string => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * A new single-use reset token for the account, valid RESET_LINK_TTL_MINUTES, stored as its hash (the account's
 * expired ones are cleared on the way). Shared by POST /api/auth/forgot-password and `npm run admin:reset-password`.
 */
export async function issueResetToken(tokens: PasswordResetTokenRepository, userId: number): Promise<string> {
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  await tokens.replaceExpired(userId, resetTokenHash(token), now, new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000));
  return token;
}
