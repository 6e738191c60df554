import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/** The Redis client of REDIS_URL: shared by the per-address limits (throttler) and the per-account login delays. */
export const REDIS = Symbol('REDIS');

/**
 * A client that never queues a command while Redis is away (it fails at once, and the rate limit lets the request
 * through rather than hang it) and reconnects in the background. The URL, with its password, is never logged.
 */
export function connectRedis(url: string): Redis {
  const logger = new Logger('Redis');
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error: Error & { code?: string }) => logger.warn(`Redis unavailable (${error.code ?? error.name})`));
  return redis;
}
