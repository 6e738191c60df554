import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { AddressThrottlerGuard } from './address-throttler.guard';
import { FallbackThrottlerStorage } from './fallback-throttler-storage';
import { LoginAttempts } from './login-attempts.service';
import { REDIS } from './redis-connection';
import { SecondFactorAttempts } from './second-factor-attempts.service';
import { RedisModule } from './redis.module';

/** Rate limits: per client address on the @RateLimited routes (@nestjs/throttler), per account on login and on its second factor. */
@Global()
@Module({
  imports: [
    RedisModule,
    ThrottlerModule.forRootAsync({
      imports: [RedisModule],
      inject: [REDIS],
      useFactory: (redis: Redis | null) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: 60 }],
        storage: redis ? new FallbackThrottlerStorage(redis) : undefined,
      }),
    }),
  ],
  providers: [AddressThrottlerGuard, LoginAttempts, SecondFactorAttempts],
  exports: [AddressThrottlerGuard, LoginAttempts, SecondFactorAttempts],
})
export class RateLimitsModule {}
