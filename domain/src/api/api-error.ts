import type { FieldErrors } from '../form-validation';
import type { components } from './openapi-types';

type Schemas = components['schemas'];

/** The one JSON shape every failure answers with (backend/src/errors/error-body.ts): errorCode and errors on a 400. */
export type ApiErrorBody = Schemas['ErrorResponseDto'] & Partial<Pick<Schemas['ValidationErrorResponseDto'], 'errorCode' | 'errors'>>;

/** The `message` of an error body (a string, or a list of strings), or a plain-text body. */
export function messageFrom(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.every((item) => typeof item === 'string') && message.length > 0) {
      return message.join(' ');
    }
  }
  return undefined;
}

/** The server answered with an error status; `body` is its error body as parsed (or its text, or null). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | string | null;

  constructor(status: number, body: unknown) {
    super(messageFrom(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = typeof body === 'string' || (body !== null && typeof body === 'object') ? (body as Partial<ApiErrorBody> | string) : null;
  }
}

/** No answer at all: fetch itself failed (offline, DNS, refused connection, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('No response received from server', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * `{errors: {field: [message]}}` of a 400 answer: the first message of each of the form's `fields`.
 * `aliases` maps a key the server uses to the form's field (e.g. the lowercase `bloodgroup`).
 */
export function fieldErrorsFrom<F extends string>(
  body: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object') return found;
  for (const [key, messages] of Object.entries(errors)) {
    const field = (aliases[key] ?? key) as F;
    const first = Array.isArray(messages) ? messages.find((message) => typeof message === 'string') : messages;
    if (fields.includes(field) && typeof first === 'string') found[field] = first;
  }
  return found;
}

/** The texts a screen shows for the three ways a call can fail (spec section 8). */
export interface FailureTexts {
  /** The server answered with an error status but no message. */
  serverFallback: string;
  /** No answer at all. */
  noResponse: string;
  /** Anything else. */
  other: string;
}

/** The server's message for an error answer (or the screen's fallback), or the screen's text for the other failures. */
export function errorMessage(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError) return messageFrom(error.body) ?? texts.serverFallback;
  if (error instanceof NetworkError) return texts.noResponse;
  return texts.other;
}

/** The server's 'Too many requests… try again in N seconds.' when it refused a call over a rate limit (429). */
export function rateLimitMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? messageFrom(error.body) : undefined;
}
