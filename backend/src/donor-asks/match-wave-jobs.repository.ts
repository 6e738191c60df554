import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { traceParentNow } from '../tracing/spans';
import { MatchWaveJob } from './match-wave-job.entity';

/** The match_wave_jobs rows the waves themselves write (the worker claims them: match-wave-worker.ts). */
@Injectable()
export class MatchWaveJobsRepository {
  constructor(private readonly database: Database) {}

  /**
   * The request's next wave is due at `dueAt`: a job already there is moved, unclaimed, and its attempts start again;
   * it keeps the traceparent of the span scheduling it.
   */
  async schedule(bloodRequestId: number, dueAt: Date): Promise<void> {
    const manager = this.database.manager;
    const next = { dueAt, claimedUntil: null, attempts: 0, traceParent: traceParentNow() };
    const { affected } = await manager.update(MatchWaveJob, { bloodRequestId }, next);
    if (!affected) await manager.insert(MatchWaveJob, { bloodRequestId, ...next });
  }

  /** The job, locked until the transaction ends, while its claim is still `job.claimedUntil`; else null. */
  findStillClaimedLocked(job: Pick<MatchWaveJob, 'id' | 'claimedUntil'>): Promise<MatchWaveJob | null> {
    const manager = this.database.manager;
    return manager.findOne(MatchWaveJob, { where: { id: job.id, claimedUntil: job.claimedUntil ?? IsNull() }, ...forUpdate(manager) });
  }

  async delete(id: number): Promise<void> {
    await this.database.manager.delete(MatchWaveJob, { id });
  }
}
