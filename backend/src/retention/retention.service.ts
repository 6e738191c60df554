import { daysBefore } from '@blood-donation/domain';
import { Injectable, Logger } from '@nestjs/common';
import { type EntityTarget, type FindOptionsWhere, In, LessThan } from 'typeorm';
import { RefreshSession } from '../auth/refresh-session.entity';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Contact } from '../contacts/contact.entity';
import { Sweep } from '../jobs/sweep';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { PasswordResetToken } from '../password-reset/password-reset-token.entity';
import { EmailChange } from '../profile/email-change.entity';
import { RetainedRecordsRepository } from './retained-records.repository';

/** How many records of each kind one run erased. */
export type PurgedCounts = Record<'messages' | 'outbox' | 'sessions' | 'resetTokens', number>;

/**
 * Erases what the product no longer needs (RETENTION_DAYS): contact messages, delivered or given-up outbox emails
 * (their addresses and bodies), ended login sessions and expired links (password reset, email change); at start and every
 * RETENTION_SWEEP_MINUTES. Each kind goes in batches of rows older than its cutoff, so a run is idempotent and
 * instances running it at once only find less to erase. Emails still waiting or being sent are never touched; a
 * failed reply whose email was erased can no longer be retried (409). Logs counts only.
 */
@Injectable()
export class RetentionService extends Sweep {
  constructor(
    private readonly records: RetainedRecordsRepository,
    @InjectSettings() private readonly settings: Settings,
  ) {
    super(new Logger('Retention'), 'The retention sweep', settings.retention.sweepMinutes * 60_000);
  }

  async sweep(now: Date = new Date()): Promise<PurgedCounts> {
    const { days } = this.settings.retention;
    const before = (kept: number) => LessThan(daysBefore(now, kept));
    const erase = <Row extends { id: number }>(entity: EntityTarget<Row>, where: FindOptionsWhere<Row>) => this.inBatches((size) => this.records.eraseSome(entity, where, size));
    const purged = {
      messages: await erase(Contact, { createdAt: before(days.messages) }),
      outbox: await erase(OutboxEmail, { status: In(['sent', 'failed']), createdAt: before(days.outbox) }),
      sessions: (await erase(RefreshSession, { expiresAt: before(days.sessions) })) + (await erase(RefreshSession, { revokedAt: before(days.sessions) })),
      // Email change links are links too: they follow the reset links' RETENTION_DAYS.
      resetTokens: (await erase(PasswordResetToken, { expiresAt: before(days.resetTokens) })) + (await erase(EmailChange, { expiresAt: before(days.resetTokens) })),
    };
    const erased = Object.entries(purged).filter(([, count]) => count > 0);
    if (erased.length > 0) this.logger.log(`Erased past their retention: ${erased.map(([kind, count]) => `${count} ${kind}`).join(', ')}`);
    return purged;
  }
}
