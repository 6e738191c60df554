import { apiClient, ApiError, clearSession, isTokenExpired, readSession, refreshSession, type StoredSession } from '@blood-donation/domain';

/**
 * The session the public site's /login stored; both apps keep it in localStorage and renew it through the one
 * refresh path of domain's API client (`refreshSession`: one request shared by concurrent callers; null when the
 * session is over; an ApiError of status 429 or 503 when the server cannot judge it now).
 */
export { refreshSession };

export function storedSession(): StoredSession | null {
  return readSession(window.localStorage);
}

/** A refresh refused for now (429 over a rate limit, 503 with the database away): the session is not over. */
export function isRefusedForNow(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 429 || error.status === 503);
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
    const { response } = await apiClient.POST('/api/auth/logout');
    if (!response.ok) console.error(`Logout failed: HTTP ${response.status}`);
  } catch (error) {
    console.error('Logout failed', error);
  } finally {
    clearSession(window.localStorage);
  }
}
