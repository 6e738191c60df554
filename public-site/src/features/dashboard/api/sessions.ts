import { apiClient, dataOf, type SessionsEnded, type UserSession } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSIONS_KEY } from './keys';

/** GET /api/user/sessions: where the account is logged in (live sessions only, this device's first). */
export function useSessions() {
  return useQuery(queryOptions({ queryKey: SESSIONS_KEY, queryFn: (): Promise<UserSession[]> => dataOf(apiClient.GET('/api/user/sessions')) }));
}

/** Ending sessions reloads the list. */
function useSessionsChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}

/** DELETE /api/user/sessions/{id}: ends another session of the account. */
export const useEndSession = () => useSessionsChange((id: string) => dataOf(apiClient.DELETE('/api/user/sessions/{id}', { params: { path: { id } } })));

/** DELETE /api/user/sessions: ends every other session of the account; answers how many. */
export const useEndOtherSessions = () => useSessionsChange((): Promise<SessionsEnded> => dataOf(apiClient.DELETE('/api/user/sessions')));
