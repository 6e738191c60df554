import type { ErrorResponse, ValidationErrorResponse } from '@blood-donation/domain';
import { STATUS_CODES } from 'node:http';

/** The one JSON shape every failure answers with (errorCode and errors only for validation). */
export type ErrorBody = ErrorResponse & Partial<Pick<ValidationErrorResponse, 'errorCode' | 'errors'>>;

export function errorBody(statusCode: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}
