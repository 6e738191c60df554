import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/** The Redis client of REDIS_URL: shared by the per-address limits (throttler) and the per-account login delays. */
export const REDIS = Symbol('REDIS');

/**
 * A client that never queues a command while Redis is away (it fails at once, and the rate limits count in this
 * instance's memory rather than hang the request) and reconnects in the background. An outage is logged once when it
 * starts and once when it ends, however many reconnection attempts fail meanwhile (one every 2 s at most). The URL,
 * with its password, is never logged.
 */
export function connectRedis(url: string): Redis {
  const logger = new Logger('Redis');
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let away = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (away) return;
    away = true;
    logger.warn(`Redis unavailable (${error.code ?? error.name}): rate limits are counted by this instance alone until it is back`);
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    logger.log('Redis available again: rate limits are counted across the instances again');
  });
  return redis;
}
