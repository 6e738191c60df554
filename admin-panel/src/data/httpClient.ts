import { fetchUtils } from 'react-admin';
import { currentSession } from '../auth/session';

/** The admin API on the same origin; resources arrive with their own issues. */
export const ADMIN_API_URL = '/api/admin';

/** fetchJson with the stored access token as a bearer token, refreshed first when it has expired. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const session = await currentSession();
  return fetchUtils.fetchJson(url, {
    ...options,
    user: session ? { authenticated: true, token: `Bearer ${session.token}` } : undefined,
  });
}
