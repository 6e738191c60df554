import { apiClient, dataOf } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/end-sessions: 200 { message }; 400 naming token for a link that is not ours or has expired. */
export const endSessions = (token: string) => dataOf(apiClient.POST('/api/auth/end-sessions', { body: { token } }));

export const useEndSessions = () => useMutation({ mutationFn: endSessions });
