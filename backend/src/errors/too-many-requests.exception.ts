import { HttpException, HttpStatus } from '@nestjs/common';
import { tooManyRequestsMessage } from './rate-limit.messages';

/** 429 in the one error shape; the filter sends `retryAfterSeconds` as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(tooManyRequestsMessage(seconds), HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = seconds;
  }
}
