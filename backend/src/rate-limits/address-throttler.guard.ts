import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';

/**
 * The per-address limits of @RateLimited routes. The address is req.ip: the peer's, or X-Forwarded-For's when
 * TRUST_PROXY (Express 'trust proxy') says one proxy sits in front. Off with RATE_LIMITS=false. While Redis is away
 * each instance counts in its own memory (FallbackThrottlerStorage); should counting fail all the same, the request
 * goes through: an outage of the limiter must not become one of the service.
 */
@Injectable()
export class AddressThrottlerGuard extends ThrottlerGuard {
  private readonly log = new Logger('RateLimits');

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @InjectSettings() private readonly settings: Settings,
  ) {
    super(options, storage, reflector);
  }

  protected async shouldSkip(): Promise<boolean> {
    return !this.settings.rateLimits.enabled;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await super.canActivate(context);
    } catch (error) {
      if (error instanceof TooManyRequestsException) throw error;
      this.log.warn(`Rate limit not checked: ${(error as Error).name}`);
      return true;
    }
  }

  protected async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyRequestsException(detail.timeToBlockExpire, 'address');
  }
}
