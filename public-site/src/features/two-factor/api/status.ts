import { apiClient, dataOf, type TwoFactorStatus } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const TWO_FACTOR_KEY = ['two-factor', 'status'] as const;

/** GET /api/user/2fa: whether an authenticator app is set up, its unused recovery codes, and the passkeys. */
export function useTwoFactorStatus() {
  return useQuery(queryOptions({ queryKey: TWO_FACTOR_KEY, queryFn: (): Promise<TwoFactorStatus> => dataOf(apiClient.GET('/api/user/2fa')) }));
}
