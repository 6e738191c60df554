import type { ErrorResponse, ValidationErrorResponse } from '@blood-donation/domain';
import { STATUS_CODES } from 'node:http';

/** The one JSON shape every failure answers with (errors only for validation; errorCode for validation and a needed step-up). */
export type ErrorBody = ErrorResponse & Partial<Pick<ValidationErrorResponse, 'errors'>> & { errorCode?: string };

export function errorBody(statusCode: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}
