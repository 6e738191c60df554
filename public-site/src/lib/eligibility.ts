import { apiClient, dataOf, type EligibilityRecord } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The query key of the logged-in donor's eligibility; a recorded donation makes it stale. */
export const ELIGIBILITY_KEY = ['user', 'eligibility'] as const;

/** GET /api/user/eligibility: whether the donor may give whole blood today, else the first day they may (the dashboard and the Donate form). */
export function getEligibilityQueryOptions() {
  return queryOptions({
    queryKey: ELIGIBILITY_KEY,
    queryFn: (): Promise<EligibilityRecord> => dataOf(apiClient.GET('/api/user/eligibility')),
  });
}

export function useEligibility() {
  return useQuery(getEligibilityQueryOptions());
}
