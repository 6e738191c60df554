// The session's calls to the API, loaded on demand by auth.tsx: a visitor without a session never needs the API
// client on the home page.
import { apiClient, dataOf } from '@blood-donation/domain';

export { refreshSession } from '@blood-donation/domain';

/** POST /api/auth/logout: the server forgets the refresh token and clears its cookie. */
export async function logOutOfServer(): Promise<void> {
  await dataOf(apiClient.POST('/api/auth/logout'));
}
