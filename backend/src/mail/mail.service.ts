import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import type { EmailKind } from './outbox-email.entity';
import { type OutcomeListener, OutboxWorker } from './outbox-worker';
import { type Email, OutboxRepository } from './outbox.repository';

export type { Email } from './outbox.repository';

/**
 * Outgoing email through the outbox: an email is a row of outbox_emails, written in the transaction of the change
 * that causes it (so neither exists without the other), and delivered afterwards by the OutboxWorker. Nothing here
 * talks to the SMTP server, so a transaction never waits on it.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly database: Database,
    private readonly outbox: OutboxRepository,
    private readonly worker: OutboxWorker,
  ) {}

  /**
   * Stores `email` as queued, inside the caller's transaction (Database.transaction); returns its id.
   * Call wake() once that transaction has committed, so it goes out at once rather than at the next poll.
   */
  queue(email: Email): Promise<number> {
    return this.outbox.insert(email);
  }

  /** queue() in a transaction of its own, then wake(): for an email that goes with no other change. */
  async send(email: Email): Promise<number> {
    const id = await this.database.transaction(() => this.queue(email));
    this.wake();
    return id;
  }
  /** Asks the worker of this process to look at the outbox now (it also polls on its own). */
  wake(): void {
    this.worker.wake();
  }

  /** `listener` runs, in the transaction that records it, when an email of `kind` is sent or has failed for good. */
  onOutcome(kind: EmailKind, listener: OutcomeListener): void {
    this.worker.onOutcome(kind, listener);
  }
}
