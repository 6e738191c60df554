import { daysBefore, todayIn } from '@blood-donation/domain';
import { Injectable, Logger } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { Sweep } from '../jobs/sweep';
import { BloodRequestAnnouncer, BloodRequestsClosed } from './blood-request-events';
import { OverdueRequestsRepository } from './overdue-requests.repository';

/**
 * The expiry job: marks Expired the open requests past their Needed by day (in SITE_TIME_ZONE) or older than
 * REQUEST_MAX_OPEN_DAYS, at every start (so a restart never skips a sweep) and then every
 * REQUEST_EXPIRY_SWEEP_MINUTES. Logs counts only.
 */
@Injectable()
export class BloodRequestExpiry extends Sweep {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly overdue: OverdueRequestsRepository,
    private readonly announcer: BloodRequestAnnouncer,
  ) {
    super(new Logger('BloodRequestExpiry'), 'The expiry sweep', settings.bloodRequests.expirySweepMinutes * 60_000);
  }

  /**
   * Expires what is overdue at `now`; answers how many. Each batch is one transaction that expires the requests it
   * locked and announces their closing (donor-asks queues the thanks to their helpers in it), so any number of
   * overdue requests takes little memory and never holds the database for long; sweeps running at once (or on
   * several instances) expire each request once.
   */
  async sweep(now = new Date()): Promise<number> {
    const today = todayIn(this.settings.siteTimeZone, now);
    const madeBefore = daysBefore(now, this.settings.bloodRequests.maxOpenDays);
    const expired = await this.inBatches(async (size) => {
      const { ids, closing } = await this.database.transaction(async () => {
        const ids = await this.overdue.expireSome(size, { today, madeBefore, now });
        return { ids, closing: ids.length > 0 ? await this.announcer.announce(new BloodRequestsClosed(ids)) : null };
      });
      closing?.committed();
      return ids.length;
    });
    if (expired > 0) this.logger.log(`Marked ${expired} blood request(s) Expired`);
    return expired;
  }
}
