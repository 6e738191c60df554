import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Database } from '../database/database.service';
import { describeError } from '../errors/describe-error';
import { inChildSpan, inNewTrace, spanFailed } from '../tracing/spans';
import type { JobBacklog, LeasedJob, LeasedJobRepository } from './leased-jobs.repository';
import { PollingLoop } from './polling-loop';

/**
 * pollIntervalMs: the longest wait between two looks for due jobs. leaseMs: how long a claim lasts, longer than any
 * one job takes. batchSize: jobs claimed at once (the bound of one step). backoffBaseMs: the wait before the second
 * attempt after a failure, doubling up to backoffCapMs. maxAttempts: the last attempt before the job is given up.
 */
export type LeasedJobOptions = Record<'pollIntervalMs' | 'leaseMs' | 'batchSize' | 'backoffBaseMs' | 'backoffCapMs' | 'maxAttempts', number>;

/** 1, 2, 4, 8, 16, 32, 60, 60 minutes between attempts: eight attempts over about three hours, then the job is given up. */
export const RETRY_WITH_BACKOFF = { backoffBaseMs: 60_000, backoffCapMs: 60 * 60_000, maxAttempts: 8 } as const;

/** How a job ended, as the transaction that records it hears. */
export type JobOutcome = 'done' | 'given up';
type Columns<Job> = QueryDeepPartialEntity<Job>;

/** How a failed attempt ended: the job waits for another, or it was given up. */
export type JobFailure = 'retried' | 'given_up';

/** The shortest wait between two runs, so jobs locked by another instance do not make this one spin. */
const MIN_DELAY_MS = 20;
/** Tries at recording an outcome: the work is done, so that must not be lost to a passing fault. */
const RECORD_TRIES = 3;

/**
 * The one leased-job worker of the server process; the outbox and the match waves are two. A run claims up to
 * batchSize due jobs (LeasedJobRepository.claim), then performs them one by one outside any transaction of its own.
 * A job that fails is tried again after an exponential backoff and given up after maxAttempts; one whose worker
 * stopped during its last allowed attempt is given up without another. Each outcome is written only while the claim
 * is still this worker's, so across instances a job is settled once. At shutdown the job in flight finishes and the
 * claimed jobs not started go back. Logs name ids and counts only.
 */
export abstract class LeasedJobWorker<Job extends LeasedJob> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected options: LeasedJobOptions;
  private started = false;
  private readonly failureListeners = new Set<(failure: JobFailure) => void>();
  private readonly loop = new PollingLoop(
    async () => ({ more: (await this.runDue(new Date())) >= this.options.batchSize, delayMs: await this.delayUntilNextDue() }),
    (error) => {
      this.logger.error(`${this.label} run failed: ${describeError(error)}`);
      return this.options.pollIntervalMs;
    },
  );

  /** `label` names a job in the log ("Outbox email"), `doneWord` says what a done one is ("sent"). */
  protected constructor(
    protected readonly database: Database,
    private readonly jobs: LeasedJobRepository<Job>,
    defaults: LeasedJobOptions,
    protected readonly logger: Logger,
    private readonly label: string,
    private readonly doneWord: string,
  ) {
    this.options = { ...defaults };
  }

  /** The job's work: answers the columns that record it done (null: the work settled the job itself); throws if it failed. */
  protected abstract perform(job: Job): Promise<Columns<Job> | null>;

  /** Why `error` failed a job, for its row and the log: never personal data. */
  protected reasonOf(error: unknown): string {
    return describeError(error);
  }

  /** Runs in the transaction that records a job done or given up (Database.manager): whatever follows its fate changes with it. */
  protected async settled(_job: Job, _outcome: JobOutcome): Promise<void> {}

  /** False keeps the worker from starting (the outbox without a mail server). */
  protected mayStart(): boolean {
    return true;
  }

  /** Changes the timing (tests shorten the backoff); takes effect from the next run. */
  configure(options: Partial<LeasedJobOptions>): void {
    this.options = { ...this.options, ...options };
    this.wake();
  }

  /** The queue's name (its table's), for the metrics. */
  get queue(): string {
    return this.jobs.tableName;
  }

  /** The queue's backlog now (read when the metrics are scraped, whether or not this instance runs the worker). */
  backlog(now = new Date()): Promise<JobBacklog> {
    return this.jobs.backlog(now);
  }

  /** Hears each failed attempt (the metrics count them), until the returned function is called. */
  onFailure(listener: (failure: JobFailure) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  onApplicationBootstrap(): void {
    this.started = this.mayStart();
    if (this.started) this.loop.start();
  }

  /** Looks for due jobs now: at once when idle, else right after the run in progress. */
  wake(): void {
    this.loop.wake();
  }

  /** After the run in progress, runs the jobs due at `at` (tests pass a later time) until none is left; nothing when not started. */
  async runNow(at = new Date()): Promise<void> {
    if (!this.started) return;
    await this.loop.settled();
    while ((await this.runDue(at)) >= this.options.batchSize);
  }

  /** Waits for the job in flight, puts back what was claimed but not started, and stops (idempotent). */
  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * One claim and the jobs it allows; answers how many were claimed. A run that claimed jobs is a trace of its own
   * (OutboxWorker.run), each job a span in it (OutboxWorker.job).
   */
  private async runDue(at: Date): Promise<number> {
    const now = new Date();
    const claimed = await this.jobs.claim(this.options.batchSize, at, now, new Date(now.getTime() + this.options.leaseMs));
    if (claimed.length > 0) await inNewTrace(`${this.constructor.name}.run`, { 'job.queue': this.queue, 'job.claimed': claimed.length }, () => this.runClaimed(claimed));
    return claimed.length;
  }

  /** The claimed jobs one by one; at shutdown, those not started go back. */
  private async runClaimed(claimed: Job[]): Promise<void> {
    for (const [index, job] of claimed.entries()) {
      if (this.loop.isStopping) {
        // Put back as if never claimed.
        for (const untried of claimed.slice(index)) await this.record(untried, () => this.jobs.settle(untried, { ...this.jobs.table.waiting, attempts: untried.attempts - 1 } as Columns<Job>));
        break;
      }
      await inChildSpan(
        `${this.constructor.name}.job`,
        { 'job.id': job.id, 'job.attempt': job.attempts },
        // Its worker stopped during its last allowed attempt: whether that went through is unknown, so it ends here.
        () => (job.attempts > this.options.maxAttempts ? this.giveUp(job, 'ELEASE the worker stopped during the last attempt', job.attempts - 1) : this.attempt(job)),
        job.traceParent,
      );
    }
  }

  private async attempt(job: Job): Promise<void> {
    let done: Columns<Job> | null;
    try {
      done = await this.perform(job);
    } catch (error) {
      return this.failed(job, this.reasonOf(error));
    }
    if (done && (await this.finish(job, done, 'done'))) this.logger.log(`${this.label} ${job.id} ${this.doneWord} (attempt ${job.attempts})`);
  }

  private async failed(job: Job, reason: string): Promise<void> {
    const { maxAttempts, backoffBaseMs, backoffCapMs } = this.options;
    const { attempts } = job;
    if (attempts >= maxAttempts) return this.giveUp(job, reason, attempts);
    for (const listener of this.failureListeners) listener('retried');
    spanFailed(reason);
    const wait = Math.min(backoffBaseMs * 2 ** (attempts - 1), backoffCapMs);
    const { waiting, dueColumn, failed } = this.jobs.table;
    if (await this.record(job, () => this.jobs.settle(job, { ...failed?.(reason), ...waiting, [dueColumn]: new Date(Date.now() + wait) } as Columns<Job>))) {
      this.logger.warn(`${this.label} ${job.id} not ${this.doneWord} (attempt ${attempts} of ${maxAttempts}): ${reason}; next attempt in ${Math.round(wait / 1000)} s`);
    }
  }

  /** Gives the job up, its row (and what settled() hears) showing `attempts`. */
  private async giveUp(job: Job, reason: string, attempts: number): Promise<void> {
    for (const listener of this.failureListeners) listener('given_up');
    spanFailed(reason);
    const columns = { ...this.jobs.table.failed?.(reason), ...this.jobs.table.givenUp, attempts } as Columns<Job>;
    if (await this.finish(job, columns, 'given up', { ...job, attempts })) this.logger.warn(`${this.label} ${job.id} failed after ${attempts} attempts: ${reason}`);
  }

  /** Records the outcome of this worker's claim of `job` and tells settled() about `told`, in one transaction. */
  private finish(job: Job, columns: Columns<Job>, outcome: JobOutcome, told = job): Promise<boolean> {
    return this.record(job, async () => {
      if (!(await this.jobs.settle(job, columns))) return false;
      await this.settled(told, outcome);
      return true;
    });
  }

  /** Runs `write` in a transaction, tried again a few times; false when the claim had passed to another worker. */
  private async record(job: Job, write: () => Promise<boolean>): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const recorded = await this.database.transaction(write);
        if (!recorded) this.logger.warn(`${this.label} ${job.id}: its claim passed to another worker; outcome not recorded`);
        return recorded;
      } catch (error) {
        if (attempt >= RECORD_TRIES) throw error;
        await sleep(500 * attempt);
      }
    }
  }

  /** Until the earliest waiting job is due, at most pollIntervalMs. */
  private async delayUntilNextDue(): Promise<number> {
    const next = await this.jobs.nextDue();
    return Math.max(MIN_DELAY_MS, Math.min(next ? next.getTime() - Date.now() : Infinity, this.options.pollIntervalMs));
  }
}
