import { Inject, Injectable, Optional } from '@nestjs/common';
import type Redis from 'ioredis';
import { type IRateLimiterOptions, RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { REDIS } from './redis-connection';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';

/** Wrong passwords for one account (or one known device of it) that cost nothing. */
export const FREE_FAILURES = 5;
/** The longest wait between two attempts on one account: 15 minutes. */
export const MAX_WAIT_SECONDS = 900;

/**
 * Growing delays per account, whatever the address: after FREE_FAILURES wrong passwords in a day, each further one
 * makes the next attempt wait twice as long (1 s, 2 s, 4 s … 15 min), so guessing one account's password from many
 * addresses gets slow. An attempt during the wait is refused with 429 before the password is even checked.
 * The owner is not locked out by someone else's guesses: a browser that has logged in to the account before brings a
 * signed device cookie, and its attempts count in a bucket of their own (OWASP's "device cookies").
 * Counters live in Redis when REDIS_URL is set (falling back to memory while it is away), else in memory.
 */
@Injectable()
export class LoginAttempts {
  private readonly failures: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    @Optional() @Inject(REDIS) redis: Redis | null,
  ) {
    const limiter = (options: IRateLimiterOptions) =>
      redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) }) : new RateLimiterMemory(options);
    this.failures = limiter({ keyPrefix: 'login-failures', points: 1_000_000, duration: 24 * 3600 });
    this.waits = limiter({ keyPrefix: 'login-wait', points: 1, duration: 1 });
  }

  /** Refuses (429, Retry-After) an attempt on `bucket` that comes before its wait is over. */
  async checkAllowed(bucket: string): Promise<void> {
    if (!this.settings.rateLimits.enabled) return;
    const wait = await this.waits.get(bucket);
    if (wait && wait.consumedPoints > this.waits.points && wait.msBeforeNext > 0) throw new TooManyRequestsException(wait.msBeforeNext / 1000, 'login_account');
  }

  async recordFailure(bucket: string): Promise<void> {
    if (!this.settings.rateLimits.enabled) return;
    const { consumedPoints } = await this.failures.penalty(bucket, 1);
    if (consumedPoints >= FREE_FAILURES) await this.waits.block(bucket, Math.min(2 ** (consumedPoints - FREE_FAILURES), MAX_WAIT_SECONDS));
  }

  async recordSuccess(bucket: string): Promise<void> {
    await Promise.all([this.failures.delete(bucket), this.waits.delete(bucket)]);
  }
}
