import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { BloodRequestsService } from './blood-requests.service';

/**
 * The expiry job: marks Expired the open requests past their Needed by day or older than REQUEST_MAX_OPEN_DAYS, once
 * at every start (so a restart never skips a sweep) and then every REQUEST_EXPIRY_SWEEP_MINUTES. Several instances
 * may sweep at once: each request is expired once (see BloodRequestsService.expireOverdue). Logs counts only.
 */
@Injectable()
export class BloodRequestExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BloodRequestExpiry');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly requests: BloodRequestsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.settings.bloodRequests.expirySweepMinutes * 60_000).unref();
  }

  /** Expires what is overdue at `now`; a sweep still running is awaited instead of starting another. Never throws. */
  async sweep(now = new Date()): Promise<number> {
    this.running ??= this.requests
      .expireOverdue(now, this.settings.bloodRequests.maxOpenDays, this.settings.siteTimeZone)
      .then((expired) => {
        if (expired) this.logger.log(`Marked ${expired} blood request(s) Expired`);
        return expired;
      })
      .catch((error: unknown) => {
        this.logger.error(`The expiry sweep failed: ${(error as Error).name}; it runs again in ${this.settings.bloodRequests.expirySweepMinutes} minute(s)`);
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
