import type { Client, Middleware } from 'openapi-fetch';
import { ApiError, NetworkError } from './api-error';
import { emitSessionEvent } from './session-events';
import { asksForStepUp } from './step-up-middleware';
import type { paths } from './openapi-types';
import { type StoredSession, STORAGE_KEYS, writeSession } from '../session';
import type { LoginResponse } from '../schemas/auth';

/** A 401 from these means what it says (wrong password, no refresh cookie): no refresh, no retry. */
const NO_RETRY: ReadonlySet<string> = new Set(['/api/auth/login', '/api/auth/refresh', '/api/auth/logout']);

/** The server could not judge the session now (a rate limit, the database away): it is not over. */
const isRefusedForNow = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 429 || error.status === 503);

const asNetworkError = (error: unknown) => (error instanceof TypeError ? new NetworkError(error) : error);

let refreshing: Promise<StoredSession | null> | null = null;

/**
 * POST /api/auth/refresh with the httpOnly cookie. Success stores the new session and tells the listeners. A 429
 * or 503 rejects with that answer (the caller shows its message; the session stays); any other outcome tells the
 * listeners the session expired and resolves to null. Concurrent callers share one request.
 */
export function refreshSessionWith(client: Client<paths>): Promise<StoredSession | null> {
  refreshing ??= (async () => {
    try {
      const { data, error, response } = await client.POST('/api/auth/refresh');
      if (!response.ok) throw new ApiError(response.status, error);
      if (!data?.accessToken) throw new Error('The refresh answer holds no access token');
      const session = writeSession(localStorage, data as LoginResponse);
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

/**
 * Sends the stored access token with every call. When the server answers 401 to a call that had one, the session is
 * refreshed once (one refresh shared by the calls that fail together) and the call sent again with the new token;
 * when the refresh fails the 401 stands. A fetch that got no answer fails with NetworkError.
 */
export function sessionMiddleware(client: Client<paths>): Middleware {
  /** A copy of each call sent with a token, made before fetch reads its body, to send again after a refresh. */
  const retries = new Map<string, Request>();
  return {
    onRequest({ request, schemaPath, id }) {
      const token = localStorage.getItem(STORAGE_KEYS.token);
      if (!token) return request;
      request.headers.set('Authorization', `Bearer ${token}`);
      if (!NO_RETRY.has(schemaPath)) retries.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, options }) {
      const retry = retries.get(id);
      retries.delete(id);
      if (response.status !== 401 || !retry || (await asksForStepUp(response))) return undefined;
      const session = await refreshSessionWith(client);
      if (!session) return undefined;
      retry.headers.set('Authorization', `Bearer ${session.token}`);
      return options.fetch(retry).catch((error: unknown) => Promise.reject(asNetworkError(error)));
    },
    onError({ error, id }) {
      retries.delete(id);
      const failure = asNetworkError(error);
      return failure instanceof Error ? failure : undefined;
    },
  };
}
