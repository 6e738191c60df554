import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseBusy, isDatabaseUnavailable } from '../database/database-faults';
import { TooManyRequestsException } from './too-many-requests.exception';
import { STEP_UP_REQUIRED, StepUpRequiredException } from './step-up-required.exception';
import { TWO_FACTOR_REQUIRED, TwoFactorRequiredException } from './two-factor-required.exception';
import { describeFailure } from '../common/describe-failure';
import type { Metrics } from '../metrics/metrics';
import { ErrorBody, errorBody } from './error-body';
import { VALIDATION_ERROR_CODE, ValidationFailedException } from './validation-failed.exception';

/** Every failure leaves as { statusCode, error, message } (plus errors and errorCode for validation). */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('GlobalExceptionFilter');

  /** `metrics` counts the 429s, by the limit that refused. */
  constructor(private readonly metrics: Metrics) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (response.headersSent) return;
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', '1');
    if (exception instanceof TooManyRequestsException) {
      this.metrics.countRefusal(exception.limit);
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    // type(): a route may have set another Content-Type (@Header) before failing.
    response.status(body.statusCode).type('application/json').json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ValidationFailedException) {
      return errorBody(exception.getStatus(), exception.message, { errorCode: VALIDATION_ERROR_CODE, errors: exception.errors });
    }
    if (exception instanceof StepUpRequiredException) return errorBody(exception.getStatus(), exception.message, { errorCode: STEP_UP_REQUIRED });
    if (exception instanceof TwoFactorRequiredException) return errorBody(exception.getStatus(), exception.message, { errorCode: TWO_FACTOR_REQUIRED });
    if (exception instanceof HttpException) {
      return errorBody(exception.getStatus(), readableMessage(exception));
    }
    if (isDatabaseBusy(exception)) return errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_BUSY_MESSAGE);
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${describeFailure(exception).split('\n')[0]}`);
      return errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
    }
    this.logger.error(`Unexpected ${describeFailure(exception)}`);
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong on our side. Please try again later.');
  }
}

function readableMessage(exception: HttpException): string {
  const response = exception.getResponse();
  const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(', ');
  return typeof message === 'string' ? message : exception.message;
}
