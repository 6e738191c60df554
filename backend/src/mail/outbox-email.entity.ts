import { EMAIL_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, Index } from 'typeorm';
import { LeasedMessage } from '../jobs/leased-message';

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

/**
 * Every email the server sends, stored first (in the transaction of the change that caused it) and then delivered
 * by the OutboxWorker through SMTP_URL, as a leased message (status 'sent' once the SMTP server accepted it).
 */
@Entity('outbox_emails')
@Index(['status', 'nextAttemptAt', 'id'])
@Index(['status', 'claimedUntil'])
export class OutboxEmail extends LeasedMessage {
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

  /** When the SMTP server accepted it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;
}
