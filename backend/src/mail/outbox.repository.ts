import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { type EmailAttachment, type EmailKind, OUTBOX_SUBJECT_MAX_LENGTH, OutboxEmail } from './outbox-email.entity';
import { traceParentNow } from '../tracing/spans';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** What it is about (default 'other'); the kind's outcome listener hears when it is sent or has failed. */
  kind?: EmailKind;
  /** The record it is about, e.g. the contact of a contact reply. */
  aboutId?: number | null;
  /** A file it carries (an appointment's .ics). */
  attachment?: EmailAttachment | null;
}

/** The outbox rows MailService writes (the worker claims and settles them through the leased-job repository). */
@Injectable()
export class OutboxRepository {
  constructor(private readonly database: Database) {}

  /** Stores `email` as queued, due now, in the caller's transaction; answers its id. */
  async insert(email: Email): Promise<number> {
    const now = new Date();
    const { identifiers } = await this.database.manager.insert(OutboxEmail, {
      ...email,
      subject: email.subject.slice(0, OUTBOX_SUBJECT_MAX_LENGTH),
      kind: email.kind ?? 'other',
      aboutId: email.aboutId ?? null,
      attachment: email.attachment ?? null,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      claimedUntil: null,
      lastError: null,
      sentAt: null,
      createdAt: now,
      traceParent: traceParentNow(),
    });
    return identifiers[0].id as number;
  }
}
