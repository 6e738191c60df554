import { apiClient, dataOf, hasStoredToken, type MyDonationJourney } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const JOURNEY_KEY = ['dashboard', 'journey'] as const;

/** GET /api/user/journey: each of the account's donations, newest first, with where it went (null while not known). */
export function useJourney() {
  return useQuery(
    queryOptions({ queryKey: JOURNEY_KEY, queryFn: (): Promise<MyDonationJourney[]> => dataOf(apiClient.GET('/api/user/journey')), enabled: hasStoredToken() }),
  );
}
