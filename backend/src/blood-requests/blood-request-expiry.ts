import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { DonorChannels } from '../donor-asks/donor-channels';
import { MatchWaves } from '../donor-asks/match-waves.service';
import { IntervalJob } from '../jobs/interval-job';
import { OverdueRequestsRepository } from './overdue-requests.repository';

const DAY_MS = 86_400_000;

/**
 * The expiry job: marks Expired the open requests past their Needed by day or older than REQUEST_MAX_OPEN_DAYS, at
 * every start (so a restart never skips a sweep, without holding the start back) and then every
 * REQUEST_EXPIRY_SWEEP_MINUTES. Logs counts only.
 */
@Injectable()
export class BloodRequestExpiry implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('BloodRequestExpiry');
  private readonly job: IntervalJob;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly overdue: OverdueRequestsRepository,
    private readonly waves: MatchWaves,
    private readonly channels: DonorChannels,
  ) {
    this.job = new IntervalJob(this.logger, 'The expiry sweep', () => this.sweep(), settings.bloodRequests.expirySweepMinutes * 60_000);
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /**
   * Expires what is overdue at `now`; answers how many. In bounded batches, each one transaction that expires the
   * requests it locked and queues the thanks to their helpers (the donors who said yes), so any number of overdue
   * requests takes little memory and never holds the database for long; sweeps running at once (or on several
   * instances) expire each request once.
   */
  async sweep(now = new Date()): Promise<number> {
    const madeBefore = new Date(now.getTime() - this.settings.bloodRequests.maxOpenDays * DAY_MS);
    const expired = await this.job.inBatches(async (size) => {
      let thanked = 0;
      const ids = await this.database.transaction(async (manager) => {
        const ids = await this.overdue.expireSome(size, now, madeBefore);
        for (const id of await this.overdue.withHelpers(ids)) thanked += await this.waves.thankHelpers(manager, id);
        return ids;
      });
      if (thanked > 0) this.channels.wakeAll();
      return ids.length;
    });
    if (expired > 0) this.logger.log(`Marked ${expired} blood request(s) Expired`);
    return expired;
  }
}
