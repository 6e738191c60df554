import { EMAIL_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Where an email is on its way: waiting (or waiting again), claimed by a worker, accepted by the SMTP server, given up. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What an email is about; the kind's outcome listener (MailService.onOutcome) follows its delivery. */
export const EMAIL_KINDS = ['contact-reply', 'newsletter-welcome', 'password-reset', 'donor-ask', 'donor-thanks', 'account-deleted', 'appointment', 'donation-journey', 'other'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** A file an email carries: its name, MIME type and text content (e.g. an iCalendar .ics). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const OUTBOX_SUBJECT_MAX_LENGTH = 200;
export const OUTBOX_ERROR_MAX_LENGTH = 200;

/**
 * Every email the server sends, stored first (in the transaction of the change that caused it) and then delivered
 * by the OutboxWorker through SMTP_URL. Indexed for the worker: due queued messages, and leases that ran out.
 */
@Entity('outbox_emails')
@Index(['status', 'nextAttemptAt', 'id'])
@Index(['status', 'claimedUntil'])
export class OutboxEmail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  to: string;

  @Column({ type: 'varchar', length: OUTBOX_SUBJECT_MAX_LENGTH })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  /** A file sent with it (an appointment's .ics); null when none. */
  @Column({ type: 'simple-json', nullable: true })
  attachment: EmailAttachment | null;

  /** One of EMAIL_KINDS. */
  @Column({ type: 'varchar', length: 40 })
  kind: EmailKind;

  /** The record the email is about, for its kind (the contact of a contact reply); null when none. */
  @Column({ type: 'int', nullable: true })
  aboutId: number | null;

  /** One of OUTBOX_STATUSES. */
  @Column({ type: 'varchar', length: 10 })
  status: OutboxStatus;

  /** Attempts started so far (a claim counts one). */
  @Column({ type: 'int' })
  attempts: number;

  /** When a queued message is due (UTC, to the millisecond). */
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** While `sending`: the claiming worker's lease; once it has passed, another worker may claim the message again. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  /** Why the last attempt failed: the SMTP error's code, response code and command only, never an address or text. */
  @Column({ type: 'varchar', length: OUTBOX_ERROR_MAX_LENGTH, nullable: true })
  lastError: string | null;

  /** When the SMTP server accepted it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  /** UTC, to the millisecond (set in code). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
