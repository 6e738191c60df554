import { Injectable, Logger } from '@nestjs/common';
import { Database } from '../database/database.service';
import { type LeasedJobOptions, LeasedJobWorker } from '../jobs/leased-job-worker';
import { LeasedJobRepository } from '../jobs/leased-jobs.repository';
import { MatchWaveJob } from './match-wave-job.entity';
import { MatchWaves } from './match-waves.service';

/** A wave that failed (the database, not the search) is tried again a minute later: the search itself decides when it ends. */
export const DEFAULT_MATCH_WAVE_OPTIONS: Readonly<LeasedJobOptions> = { pollIntervalMs: 15_000, leaseMs: 5 * 60_000, batchSize: 10, backoffBaseMs: 60_000, backoffCapMs: 60_000, maxAttempts: Infinity };

/**
 * Runs the due waves of match_wave_jobs inside the server process, as a leased-job worker beside the outbox's. Each
 * wave runs in its own transaction, only while the claim is still this worker's, and itself schedules the next wave
 * or ends the search (MatchWaves.run). The jobs are rows, so a restart loses none. Runs with or without SMTP_URL
 * (without, the asks' emails wait in the outbox).
 */
@Injectable()
export class MatchWaveWorker extends LeasedJobWorker<MatchWaveJob> {
  constructor(
    database: Database,
    private readonly waves: MatchWaves,
  ) {
    const jobs = new LeasedJobRepository(database, { entity: MatchWaveJob, dueColumn: 'dueAt', countsAttempts: false });
    super(database, jobs, DEFAULT_MATCH_WAVE_OPTIONS, new Logger('MatchWaves'), 'Match wave job', 'run');
  }

  protected async perform(job: MatchWaveJob): Promise<null> {
    await this.waves.run(job);
    return null;
  }
}
