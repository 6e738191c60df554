import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Brackets, In } from 'typeorm';
import { PollingLoop } from '../common/polling-loop';
import { Database } from '../database/database.service';
import { describeError } from '../errors/describe-error';
import { MatchWaveJob } from './match-wave-job.entity';
import { MatchWaves } from './match-waves.service';

export interface MatchWaveWorkerOptions {
  /** How often the worker looks for due waves when nothing wakes it sooner. */
  pollIntervalMs: number;
  /** How long a claim lasts; a job still claimed after it may be claimed again (its worker stopped). */
  leaseMs: number;
  /** Jobs claimed at once. */
  batchSize: number;
}

export const DEFAULT_MATCH_WAVE_OPTIONS: Readonly<MatchWaveWorkerOptions> = { pollIntervalMs: 15_000, leaseMs: 5 * 60_000, batchSize: 10 };

/**
 * Runs the due waves of match_wave_jobs inside the server process, beside the outbox worker and with its claim
 * pattern: in one transaction it selects due jobs (and jobs whose lease ran out) — on MySQL/MariaDB with FOR UPDATE
 * SKIP LOCKED, so instances sharing the database each take different jobs; on SQLite the transaction is serialized —
 * and stamps them with a lease. Each wave then runs in its own transaction, only while that stamp is still its own.
 * The jobs are rows, so a restart loses none: the next start runs whatever is due. Runs with or without SMTP_URL
 * (without, the asks' emails wait in the outbox).
 */
@Injectable()
export class MatchWaveWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MatchWaves');
  private options: MatchWaveWorkerOptions = { ...DEFAULT_MATCH_WAVE_OPTIONS };
  private readonly loop = new PollingLoop(
    async () => ({ more: (await this.runDue(new Date())) >= this.options.batchSize, delayMs: this.options.pollIntervalMs }),
    (error) => {
      this.logger.error(`Match wave run failed: ${describeError(error)}`);
      return this.options.pollIntervalMs;
    },
  );

  constructor(
    private readonly database: Database,
    private readonly waves: MatchWaves,
  ) {}

  configure(options: Partial<MatchWaveWorkerOptions>): void {
    this.options = { ...this.options, ...options };
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  /** Looks for due waves now: at once when idle, else right after the run in progress. */
  wake(): void {
    this.loop.wake();
  }

  /** Waits for the run in progress, then runs the waves due at `at` (default now: tests pass a later time). */
  async runNow(at = new Date()): Promise<number> {
    await this.loop.settled();
    return this.runDue(at);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Waits for the wave in flight and stops polling (idempotent); claimed jobs it did not run go back. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Claims the jobs due at `at` and runs their waves one by one; returns how many were claimed. */
  private async runDue(at: Date): Promise<number> {
    const claimed = await this.claim(at);
    for (const [index, job] of claimed.entries()) {
      if (this.loop.isStopping) {
        await this.release(claimed.slice(index));
        break;
      }
      await this.waves.run(job);
    }
    return claimed.length;
  }

  private claim(at: Date): Promise<MatchWaveJob[]> {
    return this.database.transaction(async (manager) => {
      const now = new Date();
      const query = manager
        .createQueryBuilder(MatchWaveJob, 'job')
        .select(['job.id'])
        .where(new Brackets((due) => due.where('job.claimedUntil IS NULL AND job.dueAt <= :at', { at }).orWhere('job.claimedUntil <= :now', { now })))
        .orderBy('job.dueAt')
        .addOrderBy('job.id')
        .limit(this.options.batchSize);
      if (this.database.driver === 'mysql') query.setLock('pessimistic_write').setOnLocked('skip_locked');
      const ids = (await query.getMany()).map(({ id }) => id);
      if (ids.length === 0) return [];
      await manager.update(MatchWaveJob, { id: In(ids) }, { claimedUntil: new Date(now.getTime() + this.options.leaseMs) });
      return manager.find(MatchWaveJob, { where: { id: In(ids) }, order: { dueAt: 'ASC', id: 'ASC' } });
    });
  }

  /** Puts claimed jobs that were not run back, as if never claimed (only while the claim is still this worker's). */
  private async release(jobs: MatchWaveJob[]): Promise<void> {
    for (const { id, claimedUntil } of jobs) await this.database.transaction((manager) => manager.update(MatchWaveJob, { id, claimedUntil: claimedUntil! }, { claimedUntil: null }));
  }
}
