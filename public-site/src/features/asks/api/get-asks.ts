import { apiClient, type components, dataOf, hasStoredToken } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type DonorAsk = components['schemas']['DonorAskDto'];

/** The query key of the logged-in donor's asks. */
export const ASKS_KEY = ['asks', 'own'] as const;

/** GET /api/user/asks: the blood requests the logged-in donor was asked about, newest ask first. */
export function getAsksQueryOptions() {
  return queryOptions({
    queryKey: ASKS_KEY,
    queryFn: () => dataOf(apiClient.GET('/api/user/asks')),
    enabled: hasStoredToken(),
  });
}

/** The donor's asks, as TanStack Query reads them. */
export function useAsks() {
  return useQuery(getAsksQueryOptions());
}
