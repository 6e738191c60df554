/*
 * Over 200 lines on purpose: the worker is one state machine (claim, send, record the outcome, back off, drain on
 * shutdown) whose steps share the claim's lock rules; split up, each part would need the others' invariants restated.
 */
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { setTimeout as sleep } from 'node:timers/promises';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { PollingLoop } from '../common/polling-loop';
import { describeError } from '../errors/describe-error';
import { describeSmtpError } from './mail-errors';
import { type EmailKind, OutboxEmail } from './outbox-email.entity';

export interface OutboxWorkerOptions {
  /** How often the worker looks for due messages when nothing wakes it sooner. */
  pollIntervalMs: number;
  /** Wait before the second attempt; each further one waits twice as long … */
  backoffBaseMs: number;
  /** … up to this. */
  backoffCapMs: number;
  /** After this many failed attempts a message is `failed`. */
  maxAttempts: number;
  /** How long a claim lasts; a message still `sending` after it may be claimed again (its worker stopped). */
  leaseMs: number;
  /** Messages claimed at once. */
  batchSize: number;
}

/** 1, 2, 4, 8, 16, 32, 60, 60 minutes: eight attempts over about three hours. */
export const DEFAULT_OUTBOX_OPTIONS: Readonly<OutboxWorkerOptions> = {
  pollIntervalMs: 5_000,
  backoffBaseMs: 60_000,
  backoffCapMs: 60 * 60_000,
  maxAttempts: 8,
  leaseMs: 5 * 60_000,
  batchSize: 10,
};

/** Longer than any one send can take (SMTP timeouts below), so a live worker never loses its lease mid-send. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
/** The shortest wait between two runs, so messages locked by another instance do not make this one spin. */
const MIN_DELAY_MS = 20;
/** Tries at recording an outcome: the SMTP server has the message, so that must not be lost to a passing fault. */
const RECORD_TRIES = 3;

export type DeliveryOutcome = 'sent' | 'failed';
export type DeliveredEmail = Pick<OutboxEmail, 'id' | 'kind' | 'aboutId' | 'attempts'>;
/** Runs in the transaction that records the outcome: whatever follows the email's fate changes with it. */
export type OutcomeListener = (manager: EntityManager, email: DeliveredEmail, outcome: DeliveryOutcome) => Promise<void>;

/** The columns the worker reads of a message it is about to claim. */
const CLAIM_COLUMNS = ['email.id', 'email.kind', 'email.aboutId', 'email.attempts'];

/**
 * Delivers the outbox through SMTP_URL, inside the server process.
 *
 * A run claims due messages atomically: in one transaction it selects them (on MySQL/MariaDB with FOR UPDATE SKIP
 * LOCKED, so instances sharing the database each take different rows; on SQLite the transaction is serialized) and
 * marks them `sending` with a lease (claimedUntil) and one more attempt. It then sends them one by one outside any
 * transaction. A message is `sent` only once the SMTP server has accepted it; a failed attempt is queued again after
 * an exponential backoff, and after maxAttempts it is `failed`. Each outcome is written only while the claim is
 * still this worker's (same status and attempt count), so a message whose lease ran out and was claimed again is not
 * recorded twice. Without SMTP_URL the worker does not run and messages stay queued.
 *
 * Logs name message ids, statuses and attempt counts only: never an address, a subject, a body or a token.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly transporter: Transporter | null;
  private readonly from: string;
  private readonly listeners = new Map<EmailKind, OutcomeListener>();
  private options: OutboxWorkerOptions = { ...DEFAULT_OUTBOX_OPTIONS };
  private readonly loop = new PollingLoop(
    async () => ({ more: (await this.runOnce()) >= this.options.batchSize, delayMs: await this.delayUntilNextDue() }),
    (error) => {
      this.logger.error(`Outbox run failed: ${describeError(error)}`);
      return this.options.pollIntervalMs;
    },
  );
  private stopping: Promise<void> | null = null;

  constructor(
    @InjectSettings() settings: Settings,
    private readonly database: Database,
    @InjectRepository(OutboxEmail) private readonly outbox: Repository<OutboxEmail>,
  ) {
    this.from = settings.mail.from;
    this.transporter = settings.mail.smtpUrl ? createTransport({ url: settings.mail.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  }

  /** Changes the timing (tests shorten the backoff); takes effect from the next run. */
  configure(options: Partial<OutboxWorkerOptions>): void {
    this.options = { ...this.options, ...options };
    this.wake();
  }

  get settings(): Readonly<OutboxWorkerOptions> {
    return this.options;
  }

  onOutcome(kind: EmailKind, listener: OutcomeListener): void {
    this.listeners.set(kind, listener);
  }

  onApplicationBootstrap(): void {
    if (!this.transporter) {
      this.logger.warn('SMTP_URL is not set: emails wait in outbox_emails (status queued) until a mail server is configured');
      return;
    }
    this.loop.start();
  }

  /** Looks at the outbox now: at once when idle, else right after the run in progress. */
  wake(): void {
    this.loop.wake();
  }

  /** Runs the worker now and resolves once that run (and any run in progress before it) is over. */
  async runNow(): Promise<void> {
    this.wake();
    await this.loop.settled();
  }

  /** Waits for the send in flight, puts back what this run had claimed but not tried, and stops. */
  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** The same stop, for a shutdown that skipped the hook above (idempotent). */
  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.loop.stop();
      this.transporter?.close();
    })();
    return this.stopping;
  }

  /** One claim and the sends it allows; returns how many messages were claimed. */
  private async runOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const [index, email] of claimed.entries()) {
      if (this.loop.isStopping) {
        await this.release(claimed.slice(index));
        break;
      }
      await this.deliver(email);
    }
    return claimed.length;
  }

  /** Marks up to batchSize due messages (and messages whose lease ran out) `sending` for this worker. */
  private claim(): Promise<OutboxEmail[]> {
    return this.database.transaction(async (manager) => {
      const now = new Date();
      const { batchSize, maxAttempts, leaseMs } = this.options;
      const due = await this.lockRows(manager, batchSize, (query) =>
        query.where('email.status = :queued AND email.nextAttemptAt <= :now', { queued: 'queued', now }).orderBy('email.nextAttemptAt').addOrderBy('email.id'),
      );
      const stale =
        due.length < batchSize
          ? await this.lockRows(manager, batchSize - due.length, (query) =>
              query.where('email.status = :sending AND email.claimedUntil <= :now', { sending: 'sending', now }).orderBy('email.claimedUntil').addOrderBy('email.id'),
            )
          : [];
      // A message whose worker stopped during its last allowed attempt: whether it went out is unknown, so it fails.
      for (const email of stale.filter(({ attempts }) => attempts >= maxAttempts)) {
        await this.finish(manager, email, 'failed', { status: 'failed', claimedUntil: null, lastError: 'ELEASE the worker stopped while sending' });
        this.logger.warn(`Outbox email ${email.id} failed after ${email.attempts} attempts (its worker stopped while sending)`);
      }
      const ids = [...due, ...stale.filter(({ attempts }) => attempts < maxAttempts)].map(({ id }) => id);
      if (ids.length === 0) return [];
      await manager
        .createQueryBuilder()
        .update(OutboxEmail)
        .set({ status: 'sending', claimedUntil: new Date(now.getTime() + leaseMs), attempts: () => 'attempts + 1' })
        .whereInIds(ids)
        .execute();
      return manager.find(OutboxEmail, { where: { id: In(ids) }, order: { id: 'ASC' } });
    });
  }

  /** The ids (and what the outcome needs) of the rows `where` picks, locked for this transaction, skipping rows another has locked. */
  private lockRows(manager: EntityManager, limit: number, where: (query: SelectQueryBuilder<OutboxEmail>) => SelectQueryBuilder<OutboxEmail>): Promise<OutboxEmail[]> {
    const query = where(manager.createQueryBuilder(OutboxEmail, 'email').select(CLAIM_COLUMNS)).limit(limit);
    if (this.database.driver === 'mysql') query.setLock('pessimistic_write').setOnLocked('skip_locked');
    return query.getMany();
  }

  private async deliver(email: OutboxEmail): Promise<void> {
    try {
      await this.transporter!.sendMail({ from: this.from, to: email.to, subject: email.subject, text: email.text });
    } catch (error) {
      await this.recordFailure(email, describeSmtpError(error));
      return;
    }
    const recorded = await this.record(email, (manager) => this.finish(manager, email, 'sent', { status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null }));
    if (recorded) this.logger.log(`Outbox email ${email.id} sent (attempt ${email.attempts})`);
  }

  private async recordFailure(email: OutboxEmail, lastError: string): Promise<void> {
    const { maxAttempts, backoffBaseMs, backoffCapMs } = this.options;
    if (email.attempts >= maxAttempts) {
      const recorded = await this.record(email, (manager) => this.finish(manager, email, 'failed', { status: 'failed', claimedUntil: null, lastError }));
      if (recorded) this.logger.warn(`Outbox email ${email.id} failed after ${email.attempts} attempts: ${lastError}`);
      return;
    }
    const wait = Math.min(backoffBaseMs * 2 ** (email.attempts - 1), backoffCapMs);
    const nextAttemptAt = new Date(Date.now() + wait);
    const recorded = await this.record(email, (manager) => this.finish(manager, email, null, { status: 'queued', claimedUntil: null, nextAttemptAt, lastError }));
    if (recorded) this.logger.warn(`Outbox email ${email.id} not sent (attempt ${email.attempts} of ${maxAttempts}): ${lastError}; next attempt in ${Math.round(wait / 1000)} s`);
  }

  /** Puts claimed messages that were not tried back in the queue, as if never claimed. */
  private async release(emails: OutboxEmail[]): Promise<void> {
    for (const email of emails) {
      await this.record(email, (manager) =>
        this.finish(manager, email, null, { status: 'queued', claimedUntil: null, attempts: email.attempts - 1 }),
      );
    }
  }

  /**
   * Writes the outcome of this worker's claim of `email` (only while the claim is still its own: the same status
   * and attempt count) and tells the kind's listener, in one transaction. False when the claim was no longer its own.
   */
  private async finish(manager: EntityManager, email: DeliveredEmail, outcome: DeliveryOutcome | null, changes: Partial<OutboxEmail>): Promise<boolean> {
    const { affected } = await manager.update(OutboxEmail, { id: email.id, status: 'sending', attempts: email.attempts }, changes);
    if (affected !== 1) return false;
    const listener = outcome && this.listeners.get(email.kind);
    if (listener) await listener(manager, { id: email.id, kind: email.kind, aboutId: email.aboutId, attempts: email.attempts }, outcome);
    return true;
  }

  /** Runs `write` in a transaction, tried again a few times; false when the claim had passed to another worker. */
  private async record(email: OutboxEmail, write: (manager: EntityManager) => Promise<boolean>): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const recorded = await this.database.transaction(write);
        if (!recorded) this.logger.warn(`Outbox email ${email.id}: its claim (attempt ${email.attempts}) passed to another worker; outcome not recorded`);
        return recorded;
      } catch (error) {
        if (attempt >= RECORD_TRIES) throw error;
        await sleep(500 * attempt);
      }
    }
  }

  /** Until the earliest queued message is due, at most pollIntervalMs. */
  private async delayUntilNextDue(): Promise<number> {
    const next = await this.outbox.findOne({ select: { id: true, nextAttemptAt: true }, where: { status: 'queued' }, order: { nextAttemptAt: 'ASC', id: 'ASC' } });
    const until = next ? next.nextAttemptAt.getTime() - Date.now() : Infinity;
    return Math.max(MIN_DELAY_MS, Math.min(until, this.options.pollIntervalMs));
  }
}
