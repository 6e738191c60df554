import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../database/database.service';
import { type EmailKind, OUTBOX_SUBJECT_MAX_LENGTH, OutboxEmail } from './outbox-email.entity';
import { type OutcomeListener, OutboxWorker } from './outbox-worker';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** What it is about (default 'other'); the kind's outcome listener hears when it is sent or has failed. */
  kind?: EmailKind;
  /** The record it is about, e.g. the contact of a contact reply. */
  aboutId?: number | null;
}

/**
 * Outgoing email through the outbox: an email is a row of outbox_emails, written in the transaction of the change
 * that causes it (so neither exists without the other), and delivered afterwards by the OutboxWorker. Nothing here
 * talks to the SMTP server, so a transaction never waits on it.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly database: Database,
    private readonly worker: OutboxWorker,
  ) {}

  /**
   * Stores `email` as queued with `manager`, inside the caller's transaction; returns its id.
   * Call wake() once that transaction has committed, so it goes out at once rather than at the next poll.
   */
  async queue(manager: EntityManager, email: Email): Promise<number> {
    const now = new Date();
    const { identifiers } = await manager.insert(OutboxEmail, {
      to: email.to,
      subject: email.subject.slice(0, OUTBOX_SUBJECT_MAX_LENGTH),
      text: email.text,
      kind: email.kind ?? 'other',
      aboutId: email.aboutId ?? null,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      claimedUntil: null,
      lastError: null,
      sentAt: null,
      createdAt: now,
    });
    return identifiers[0].id as number;
  }

  /** queue() in a transaction of its own, then wake(): for an email that goes with no other change. */
  async send(email: Email): Promise<number> {
    const id = await this.database.transaction((manager) => this.queue(manager, email));
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
