import { Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { type JobOutcome, type LeasedJobOptions, LeasedJobWorker, RETRY_WITH_BACKOFF } from '../jobs/leased-job-worker';
import { LeasedJobRepository } from '../jobs/leased-jobs.repository';
import { describeSmtpError } from './mail-errors';
import { type EmailKind, OutboxEmail } from './outbox-email.entity';

/** Looks every 5 s; retries as every leased job does. */
export const DEFAULT_OUTBOX_OPTIONS: Readonly<LeasedJobOptions> = { pollIntervalMs: 5_000, leaseMs: 5 * 60_000, batchSize: 10, ...RETRY_WITH_BACKOFF };

/** Longer than any one send can take (SMTP timeouts below), so a live worker never loses its lease mid-send. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export type DeliveryOutcome = 'sent' | 'failed';
export type DeliveredEmail = Pick<OutboxEmail, 'id' | 'kind' | 'aboutId' | 'attempts'>;
/** Runs in the transaction that records the outcome (Database.manager): whatever follows the email's fate changes with it. */
export type OutcomeListener = (email: DeliveredEmail, outcome: DeliveryOutcome) => Promise<void>;

/**
 * Delivers the outbox through SMTP_URL, as a leased-job worker over outbox_emails: a claimed email is `sending`
 * (one more attempt), `sent` once the SMTP server has accepted it, `queued` again after a failed attempt and
 * `failed` after maxAttempts. Without SMTP_URL the worker does not run and emails stay queued.
 * Logs name email ids, statuses and attempt counts only: never an address, a subject, a body or a token.
 */
@Injectable()
export class OutboxWorker extends LeasedJobWorker<OutboxEmail> {
  private readonly transporter: Transporter | null;
  private readonly from: string;
  private readonly listeners = new Map<EmailKind, OutcomeListener>();

  constructor(@InjectSettings() settings: Settings, database: Database) {
    const outbox = new LeasedJobRepository(database, {
      entity: OutboxEmail,
      dueColumn: 'nextAttemptAt',
      waiting: { status: 'queued' },
      claimed: { status: 'sending' },
      givenUp: { status: 'failed' },
      failed: (lastError) => ({ lastError }),
    });
    super(database, outbox, DEFAULT_OUTBOX_OPTIONS, new Logger('Outbox'), 'Outbox email', 'sent');
    this.from = settings.mail.from;
    this.transporter = settings.mail.smtpUrl ? createTransport({ url: settings.mail.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  }

  onOutcome(kind: EmailKind, listener: OutcomeListener): void {
    this.listeners.set(kind, listener);
  }

  protected override mayStart(): boolean {
    if (!this.transporter) this.logger.warn('SMTP_URL is not set: emails wait in outbox_emails (status queued) until a mail server is configured');
    return this.transporter !== null;
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transporter?.close();
  }

  protected async perform(email: OutboxEmail) {
    const { to, subject, text, attachment } = email;
    await this.transporter!.sendMail({ from: this.from, to, subject, text, attachments: attachment ? [attachment] : undefined });
    return { status: 'sent' as const, sentAt: new Date(), lastError: null };
  }

  protected override reasonOf(error: unknown): string {
    return describeSmtpError(error);
  }

  protected override async settled(email: OutboxEmail, outcome: JobOutcome): Promise<void> {
    const { id, kind, aboutId, attempts } = email;
    await this.listeners.get(kind)?.({ id, kind, aboutId, attempts }, outcome === 'done' ? 'sent' : 'failed');
  }
}
