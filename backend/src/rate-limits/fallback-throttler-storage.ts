import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageService } from '@nestjs/throttler';
import type Redis from 'ioredis';

type Increment = ThrottlerStorage['increment'];

/**
 * The per-address counters: in Redis (shared by every instance) while it answers, else in this instance's memory, so
 * while Redis is away the limits still hold, each instance counting on its own (as the per-account login delays
 * do, through rate-limiter-flexible's insurance limiter). Counts made in memory are not carried over when Redis is
 * back. The outage is logged by the connection (connectRedis), once.
 */
export class FallbackThrottlerStorage implements ThrottlerStorage {
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();

  constructor(private readonly redis: Redis) {
    this.shared = new ThrottlerStorageRedisService(redis);
  }

  async increment(...args: Parameters<Increment>): ReturnType<Increment> {
    if (this.redis.status === 'ready') {
      try {
        return await this.shared.increment(...args);
      } catch {
        // Redis went away during the call (the connection logs it): this one counts here.
      }
    }
    return this.local.increment(...args);
  }
}
