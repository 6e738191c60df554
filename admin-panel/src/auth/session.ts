import { clearSession, readSession, writeSession, type LoginResponse, type StoredSession, isTokenExpired } from '@blood-donation/domain';

const AUTH_API = {
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
} as const;

/** The session the public site's /login stored; both apps keep it in localStorage. */
export function storedSession(): StoredSession | null {
  return readSession(window.localStorage);
}

let refreshing: Promise<StoredSession | null> | null = null;

/**
 * POST /api/auth/refresh (the refresh token is an httpOnly cookie) and store the answer in place of the session.
 * Null when the server refuses or cannot be reached; rejects with SessionRefusedForNow on 429 or 503, which leave
 * the session alone. Concurrent callers share one request.
 */
export function refreshSession(): Promise<StoredSession | null> {
  refreshing ??= requestRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The server could not judge the session now (429 over a rate limit, 503 with the database away): it is not over. */
export class SessionRefusedForNow extends Error {}

async function requestRefresh(): Promise<StoredSession | null> {
  let response: Response;
  try {
    response = await fetch(AUTH_API.refresh, { method: 'POST', credentials: 'same-origin' });
  } catch {
    return null;
  }
  if (response.status === 429 || response.status === 503) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new SessionRefusedForNow(typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`);
  }
  try {
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<LoginResponse> | null;
    if (!body?.accessToken) return null;
    return writeSession(window.localStorage, body as LoginResponse);
  } catch {
    return null;
  }
}

/** The stored session, refreshed first if its access token has expired; null when there is none or the refresh failed. */
export async function currentSession(): Promise<StoredSession | null> {
  const session = storedSession();
  if (!session || !isTokenExpired(session.token)) return session;
  return refreshSession();
}

/** POST /api/auth/logout, then clear the stored session: also when the server call fails (the failure is logged). */
export async function endSession(): Promise<void> {
  try {
    const response = await fetch(AUTH_API.logout, { method: 'POST', credentials: 'same-origin' });
    if (!response.ok) console.error(`Logout failed: HTTP ${response.status}`);
  } catch (error) {
    console.error('Logout failed', error);
  } finally {
    clearSession(window.localStorage);
  }
}
