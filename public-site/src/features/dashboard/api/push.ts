import { apiClient, dataOf, type PushDevice, type PushSubscriptionBody } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH_DEVICES_KEY } from './keys';

/** GET /api/user/push-subscriptions: the account's devices with notifications on (never their push addresses). */
export function usePushDevices() {
  return useQuery(queryOptions({ queryKey: PUSH_DEVICES_KEY, queryFn: (): Promise<PushDevice[]> => dataOf(apiClient.GET('/api/user/push-subscriptions')) }));
}

/** GET /api/push/public-key: the server's VAPID key, the applicationServerKey of the browser's subscription. */
export async function pushPublicKey(): Promise<string> {
  return (await dataOf(apiClient.GET('/api/push/public-key'))).publicKey;
}

/** POST /api/user/push-subscriptions with the browser's PushSubscription JSON; answers the device's id. */
export async function savePushSubscription(subscription: PushSubscriptionBody): Promise<number> {
  return (await dataOf(apiClient.POST('/api/user/push-subscriptions', { body: subscription }))).id;
}

/** DELETE /api/user/push-subscriptions/{id}; the list reloads after. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataOf(apiClient.DELETE('/api/user/push-subscriptions/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_KEY }),
  });
}
