import { apiClient, type AvailabilityRecord, dataOf } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The query key of the donor's availability: the dashboard saves it, the Donate Blood form starts from its city. */
export const AVAILABILITY_KEY = ['dashboard', 'availability'] as const;

/** GET /api/user/availability: whether the donor may be asked, their city and the channel they are asked by. */
export function getAvailabilityQueryOptions() {
  return queryOptions({ queryKey: AVAILABILITY_KEY, queryFn: (): Promise<AvailabilityRecord> => dataOf(apiClient.GET('/api/user/availability')) });
}

export function useAvailability() {
  return useQuery(getAvailabilityQueryOptions());
}
