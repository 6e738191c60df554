import { Injectable, Logger } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { DonorChannels } from '../donor-asks/donor-channels';
import { MatchWaves } from '../donor-asks/match-waves.service';
import { Sweep } from '../jobs/sweep';
import { OverdueRequestsRepository } from './overdue-requests.repository';

const DAY_MS = 86_400_000;

/**
 * The expiry job: marks Expired the open requests past their Needed by day or older than REQUEST_MAX_OPEN_DAYS, at
 * every start (so a restart never skips a sweep) and then every REQUEST_EXPIRY_SWEEP_MINUTES. Logs counts only.
 */
@Injectable()
export class BloodRequestExpiry extends Sweep {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly overdue: OverdueRequestsRepository,
    private readonly waves: MatchWaves,
    private readonly channels: DonorChannels,
  ) {
    super(new Logger('BloodRequestExpiry'), 'The expiry sweep', settings.bloodRequests.expirySweepMinutes * 60_000);
  }

  protected run(): Promise<number> {
    return this.sweep();
  }

  /**
   * Expires what is overdue at `now`; answers how many. Each batch is one transaction that expires the requests it
   * locked and queues the thanks to their helpers (the donors who said yes), so any number of overdue requests takes
   * little memory and never holds the database for long; sweeps running at once (or on several instances) expire
   * each request once.
   */
  async sweep(now = new Date()): Promise<number> {
    const madeBefore = new Date(now.getTime() - this.settings.bloodRequests.maxOpenDays * DAY_MS);
    const expired = await this.inBatches(async (size) => {
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
