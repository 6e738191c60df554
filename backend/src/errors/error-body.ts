import { STATUS_CODES } from 'node:http';

/** The one JSON shape every failure answers with. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errorCode?: string;
  errors?: Record<string, string[]>;
}

export function errorBody(statusCode: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}
