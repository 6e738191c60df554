import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, MoreThan } from 'typeorm';
import { Database } from '../database/database.service';
import { PasswordResetToken } from './password-reset-token.entity';

/** The password_reset_tokens table: one row per reset link, only the token's hash. */
@Injectable()
export class PasswordResetTokenRepository {
  constructor(private readonly database: Database) {}

  /** Stores a new link of the account, clearing its expired ones on the way. */
  async replaceExpired(userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    const { manager } = this.database;
    await manager.delete(PasswordResetToken, { userId, expiresAt: LessThan(now) });
    await manager.insert(PasswordResetToken, { userId, tokenHash, expiresAt, usedAt: null, createdAt: now });
  }

  /** The link of this hash while it is unused and not expired. */
  findUsable(tokenHash: string): Promise<PasswordResetToken | null> {
    return this.database.manager.findOneBy(PasswordResetToken, { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) });
  }

  /** Uses the link up if it still is usable at `now`; false when it was not. */
  async useUp(id: number, now: Date): Promise<boolean> {
    const { affected } = await this.database.manager.update(PasswordResetToken, { id, usedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
    return affected === 1;
  }

  /** Uses up every unused link of the account. */
  async useUpAllOf(userId: number, now: Date): Promise<void> {
    await this.database.manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: now });
  }
}
