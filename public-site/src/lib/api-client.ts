import { type FieldErrors, type LoginResponse, type StoredSession, STORAGE_KEYS, writeSession } from '@blood-donation/domain';
import { type ListQuery, listQueryString, totalFromContentRange } from './list-page';
import { emitSessionEvent } from './session-events';

/** Every call goes to the same origin under /api (the Vite dev server proxies it to the backend). */
export const API_BASE = '/api';

export interface ApiResponse<T> {
  status: number;
  data: T;
}

/** The server answered with a non-2xx status; `body` is its parsed JSON (or text, or null). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(messageFrom(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** No answer at all: fetch itself failed (offline, DNS, refused connection, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('No response received from server', { cause });
    this.name = 'NetworkError';
  }
}

/** The `message` of an error body (a string, or NestJS' list of strings), or a plain-text body. */
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

/** Logged in means a stored access token exists; screens check it again before a call. */
export function hasStoredToken(): boolean {
  return Boolean(localStorage.getItem(STORAGE_KEYS.token));
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
/** The server's 'Too many requests… try again in N seconds.' when it refused a call over a rate limit (429). */
export function rateLimitMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? messageFrom(error.body) : undefined;
}

export function errorMessage(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError) return messageFrom(error.body) ?? texts.serverFallback;
  if (error instanceof NetworkError) return texts.noResponse;
  return texts.other;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** On a 401 while a token is stored: refresh once and retry. Off for the auth endpoints themselves. */
  refreshOn401?: boolean;
}

async function send(path: string, method: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // fetch rejects with a TypeError when no response arrives at all.
    if (error instanceof TypeError) throw new NetworkError(error);
    throw error;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One call: the response (for its status and headers) and its parsed body; an error status throws ApiError. */
async function exchange(path: string, options: RequestOptions): Promise<{ response: Response; data: unknown }> {
  const { method = 'GET', body, refreshOn401 = true } = options;
  const hadToken = hasStoredToken();
  let response = await send(path, method, body);
  if (response.status === 401 && refreshOn401 && hadToken) {
    const session = await refreshSession();
    if (session) response = await send(path, method, body);
  }
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return { response, data };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { response, data } = await exchange(path, options);
  return { status: response.status, data: data as T };
}

/** One page of a list and the number of rows in the whole (filtered) list. */
export interface ListPage<T> {
  /** The page's rows; empty when the answer was not a JSON array. */
  items: T[];
  /** From Content-Range; without that header, the rows up to the end of this page. */
  total: number;
  /** False when the server answered something other than a JSON array. */
  isList: boolean;
}

/** GET one page of a list endpoint: `query` as the range, sort and filter parameters, the total from Content-Range. */
export async function getPage<T>(path: string, query: ListQuery, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<ListPage<T>> {
  const { response, data } = await exchange(`${path}?${listQueryString(query)}`, { ...options, method: 'GET' });
  const isList = Array.isArray(data);
  const items = isList ? (data as T[]) : [];
  const total = totalFromContentRange(response.headers.get('Content-Range')) ?? query.range[0] + items.length;
  return { items, total, isList };
}

let refreshing: Promise<StoredSession | null> | null = null;

/** The server could not judge the session now (a rate limit, the database away): it is not over. */
const isRefusedForNow = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 429 || error.status === 503);

/**
 * POST /api/auth/refresh with the httpOnly cookie. Success stores the new session and tells the listeners. A 429
 * or 503 rejects with that answer (the caller shows its message; the session stays); any other outcome tells the
 * listeners the session expired. Parallel callers share one request.
 */
export function refreshSession(): Promise<StoredSession | null> {
  refreshing ??= (async () => {
    try {
      const { data } = await apiRequest<LoginResponse | null>('/auth/refresh', { method: 'POST', refreshOn401: false });
      if (!data?.accessToken) throw new Error('The refresh answer holds no access token');
      const session = writeSession(localStorage, data);
      emitSessionEvent({ type: 'refreshed', session });
      return session;
    } catch (error) {
      if (isRefusedForNow(error)) throw error;
      emitSessionEvent({ type: 'expired' });
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  getPage,
};
