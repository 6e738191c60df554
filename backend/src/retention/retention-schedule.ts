import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { describeError } from '../errors/describe-error';
import { RetentionService } from './retention.service';

/**
 * Runs the retention job at start and every RETENTION_SWEEP_MINUTES. Nothing is kept in memory between runs: each
 * run erases what is older than its cutoff, so a restart loses nothing and misses nothing. Logs counts only.
 */
@Injectable()
export class RetentionSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly retention: RetentionService,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  onApplicationBootstrap(): void {
    this.run();
    this.timer = setInterval(() => this.run(), this.settings.retention.sweepMinutes * 60_000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Resolves once the run in progress (if any) has ended. */
  async settled(): Promise<void> {
    await this.running;
  }

  /** One run, unless one is still going; a failure is logged and the next run tries again. */
  private run(): void {
    this.running ??= this.retention
      .purge()
      .then((purged) => {
        const erased = Object.entries(purged).filter(([, count]) => count > 0);
        if (erased.length > 0) this.logger.log(`Erased past their retention: ${erased.map(([kind, count]) => `${count} ${kind}`).join(', ')}`);
      })
      .catch((error: unknown) => this.logger.warn(`Retention run failed: ${describeError(error)}`))
      .finally(() => {
        this.running = null;
      });
  }
}
