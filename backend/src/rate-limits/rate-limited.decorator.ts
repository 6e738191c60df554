import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { AddressThrottlerGuard } from './address-throttler.guard';

/**
 * At most `limit` calls a minute from one client address; more answer 429 with Retry-After (seconds) until the
 * minute is over. The limits of each route are in docs/operations.md.
 */
export const RateLimited = (limit: number): MethodDecorator & ClassDecorator =>
  applyDecorators(
    Throttle({ default: { limit, ttl: 60_000 } }),
    UseGuards(AddressThrottlerGuard),
    ApiTooManyRequestsResponse({
      type: ErrorResponseDto,
      description: `More than ${limit} calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait.`,
      headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
    }),
  );

