import { Global, Inject, Injectable, Module, OnApplicationShutdown, Optional } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Settings } from '../config/settings';
import { SETTINGS_TOKEN } from '../config/settings.provider';
import { connectRedis, REDIS } from './redis-connection';

/** Closes the Redis connection when the app stops. */
@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Optional() @Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

/** The one Redis client of REDIS_URL (null without), connected (or given up on after 5 s) before the first request. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [SETTINGS_TOKEN],
      useFactory: async (settings: Settings): Promise<Redis | null> => {
        if (!settings.rateLimits.redisUrl) return null;
        const redis = connectRedis(settings.rateLimits.redisUrl);
        await Promise.race([new Promise((resolve) => redis.once('ready', resolve)), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
        return redis;
      },
    },
    RedisShutdown,
  ],
  exports: [REDIS],
})
export class RedisModule {}
