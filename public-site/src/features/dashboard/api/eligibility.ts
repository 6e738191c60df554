import { apiClient, dataOf, type EligibilityRecord } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/user/eligibility: whether the donor may give whole blood today, else the first day they may. */
export function getEligibilityQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'eligibility'],
    queryFn: (): Promise<EligibilityRecord> => dataOf(apiClient.GET('/api/user/eligibility')),
  });
}

export function useEligibility() {
  return useQuery(getEligibilityQueryOptions());
}
