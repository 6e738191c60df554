import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { LessThan } from 'typeorm';
import { RESET_LINK_TTL_MINUTES } from './password-reset.messages';
import { PasswordResetToken } from './password-reset-token.entity';

/** Hex SHA-256: the only form a reset token is stored in. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The public site's page a reset link opens. */
export const resetLink = (publicUrl: string, token: string): string => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * A new single-use reset token for the account, valid RESET_LINK_TTL_MINUTES, stored as its hash (the account's
 * expired ones are cleared on the way). Shared by POST /api/auth/forgot-password and `npm run admin:reset-password`.
 */
export async function issueResetToken(manager: EntityManager, userId: number): Promise<string> {
  const now = new Date();
  await manager.delete(PasswordResetToken, { userId, expiresAt: LessThan(now) });
  const token = randomBytes(32).toString('base64url');
  await manager.insert(PasswordResetToken, {
    userId,
    tokenHash: resetTokenHash(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
    usedAt: null,
    createdAt: now,
  });
  return token;
}
