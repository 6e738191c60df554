import { SECOND_FACTOR_TRIES, SECOND_FACTOR_WINDOW_MINUTES } from '@blood-donation/domain';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type Redis from 'ioredis';
import { type IRateLimiterOptions, RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';
import { REDIS } from './redis-connection';

/**
 * A refused try is answered only after this long (a tarpit): a script that guesses as fast as it is answered then
 * sends about one guess a second per connection instead of hundreds, and other people's requests keep their pace.
 * Waiting holds no database connection and no lock, only the open request.
 */
export const REFUSED_TRY_HELD_MS = 1000;

/**
 * Second-factor tries per account, whatever the address: SECOND_FACTOR_TRIES in SECOND_FACTOR_WINDOW_MINUTES, then 429
 * with Retry-After. A try takes its point before its code is checked (atomically, in Redis when REDIS_URL is set), so
 * sixteen guesses sent at once still get five checked; a right code gives the points back. A refused try is held
 * REFUSED_TRY_HELD_MS before its 429.
 */
@Injectable()
export class SecondFactorAttempts {
  private readonly tries: RateLimiterAbstract;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    @Optional() @Inject(REDIS) redis: Redis | null,
  ) {
    const options: IRateLimiterOptions = { keyPrefix: 'second-factor', points: SECOND_FACTOR_TRIES, duration: SECOND_FACTOR_WINDOW_MINUTES * 60 };
    this.tries = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) }) : new RateLimiterMemory(options);
  }

  /** Runs `check` (true: the factor was right) as one of the account's tries, or refuses it with 429. */
  async attempt(userId: number, check: () => Promise<boolean>): Promise<boolean> {
    if (!this.settings.rateLimits.enabled) return check();
    const key = String(userId);
    try {
      await this.tries.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await sleep(REFUSED_TRY_HELD_MS);
      throw new TooManyRequestsException((refusal.msBeforeNext - REFUSED_TRY_HELD_MS) / 1000, 'second_factor');
    }
    const right = await check();
    if (right) await this.tries.delete(key);
    return right;
  }
}
