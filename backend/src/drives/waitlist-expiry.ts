import { Injectable, Logger } from '@nestjs/common';
import { Sweep } from '../jobs/sweep';
import { WaitlistService } from './waitlist.service';

/** How often expired waitlist holds are swept (a hold lasts WAITLIST_HOLD_MINUTES; a minute late at most). */
export const WAITLIST_SWEEP_MS = 60_000;

/**
 * The waitlist hold job: at every start and then every minute, ends the offers whose hold has expired, in batches
 * (one transaction each); each freed chair goes to the next donor waiting, or is free again. An offer accepted or
 * declined at the same moment is answered once (WaitlistService). Logs counts only.
 */
@Injectable()
export class WaitlistExpiry extends Sweep {
  constructor(private readonly waitlist: WaitlistService) {
    super(new Logger('WaitlistExpiry'), 'The waitlist hold sweep', WAITLIST_SWEEP_MS);
  }

  /** Ends the holds expired at `now`; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    let expired = 0;
    await this.inBatches(async (size) => {
      const step = await this.waitlist.expireSome(now, size);
      expired += step.expired;
      this.waitlist.wake();
      return step.handled;
    });
    if (expired > 0) this.logger.log(`Ended ${expired} expired waitlist hold(s)`);
    return expired;
  }
}
