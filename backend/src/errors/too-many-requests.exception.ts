import { HttpException, HttpStatus } from '@nestjs/common';
import { tooManyRequestsMessage } from './rate-limit.messages';

/**
 * Which limit refused a request: a route's calls per client address (@RateLimited), the growing waits of one
 * account's logins, or one account's second-factor tries. The metrics count refusals by it.
 */
export type RateLimitName = 'address' | 'login_account' | 'second_factor';

/** 429 in the one error shape; the filter sends `retryAfterSeconds` as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit: RateLimitName,
  ) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(tooManyRequestsMessage(seconds), HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = seconds;
  }
}
