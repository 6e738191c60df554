import { Injectable, Logger } from '@nestjs/common';
import { Database } from '../database/database.service';
import { type JobOutcome, type LeasedJobOptions, LeasedJobWorker, RETRY_WITH_BACKOFF } from '../jobs/leased-job-worker';
import { LeasedJobRepository } from '../jobs/leased-jobs.repository';
import { MatchWaveJob } from './match-wave-job.entity';
import { MatchWaveJobsRepository } from './match-wave-jobs.repository';
import { MatchWaves } from './match-waves.service';

/** A wave that failed (the database, not the search) is tried again as an email is, and given up after as many attempts. */
export const DEFAULT_MATCH_WAVE_OPTIONS: Readonly<LeasedJobOptions> = { pollIntervalMs: 15_000, leaseMs: 5 * 60_000, batchSize: 10, ...RETRY_WITH_BACKOFF };

/**
 * Runs the due waves of match_wave_jobs inside the server process, as a leased-job worker beside the outbox's. Each
 * wave runs in its own transaction, only while the claim is still this worker's, and itself schedules the next wave
 * or ends the search (MatchWaves.run). The jobs are rows, so a restart loses none. Runs with or without SMTP_URL
 * (without, the asks' emails wait in the outbox). A wave given up ends the search for its request (logged).
 */
@Injectable()
export class MatchWaveWorker extends LeasedJobWorker<MatchWaveJob> {
  constructor(
    database: Database,
    private readonly waves: MatchWaves,
    private readonly waveJobs: MatchWaveJobsRepository,
  ) {
    const jobs = new LeasedJobRepository(database, { entity: MatchWaveJob, dueColumn: 'dueAt' });
    super(database, jobs, DEFAULT_MATCH_WAVE_OPTIONS, new Logger('MatchWaves'), 'Match wave job', 'run');
  }

  protected async perform(job: MatchWaveJob): Promise<null> {
    await this.waves.run(job);
    return null;
  }

  /** A wave given up ends its search, in the transaction that records it. */
  protected override async settled(job: MatchWaveJob, outcome: JobOutcome): Promise<void> {
    if (outcome === 'given up') await this.waveJobs.delete(job.id);
  }
}
