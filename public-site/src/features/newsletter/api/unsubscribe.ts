import { apiClient, dataOf } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

/** POST /api/newsletter/unsubscribe with the token the email's link carries. */
export function unsubscribe(token: string) {
  return dataOf(apiClient.POST('/api/newsletter/unsubscribe', { body: { token } }));
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
