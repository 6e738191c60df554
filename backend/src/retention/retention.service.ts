import { daysBefore } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { In, LessThan } from 'typeorm';
import { RefreshSession } from '../auth/refresh-session.entity';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Contact } from '../contacts/contact.entity';
import { Database } from '../database/database.service';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { PasswordResetToken } from '../password-reset/password-reset-token.entity';

/** How many records of each kind one run erased. */
export interface PurgedCounts {
  messages: number;
  outbox: number;
  sessions: number;
  resetTokens: number;
}


/**
 * Erases what the product no longer needs (RETENTION_DAYS): contact messages, delivered or given-up outbox emails
 * (their addresses and bodies), ended login sessions and expired reset links. Each kind is one DELETE of rows older
 * than its cutoff, so a run is idempotent and instances running it at once only find less to erase. Emails still
 * waiting or being sent are never touched; a failed reply whose email was erased can no longer be retried (409).
 */
@Injectable()
export class RetentionService {
  constructor(
    private readonly database: Database,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  async purge(now: Date = new Date()): Promise<PurgedCounts> {
    const { days } = this.settings.retention;
    const before = (kept: number) => daysBefore(now, kept);
    return this.database.transaction(async (manager) => {
      const messages = await manager.delete(Contact, { createdAt: LessThan(before(days.messages)) });
      const outbox = await manager.delete(OutboxEmail, { status: In(['sent', 'failed']), createdAt: LessThan(before(days.outbox)) });
      const sessionCutoff = before(days.sessions);
      const expired = await manager.delete(RefreshSession, { expiresAt: LessThan(sessionCutoff) });
      const revoked = await manager.delete(RefreshSession, { revokedAt: LessThan(sessionCutoff) });
      const resetTokens = await manager.delete(PasswordResetToken, { expiresAt: LessThan(before(days.resetTokens)) });
      return {
        messages: messages.affected ?? 0,
        outbox: outbox.affected ?? 0,
        sessions: (expired.affected ?? 0) + (revoked.affected ?? 0),
        resetTokens: resetTokens.affected ?? 0,
      };
    });
  }
}
