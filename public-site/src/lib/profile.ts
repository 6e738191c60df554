import { apiClient, dataOf, type MyProfile } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The query key of the logged-in account's profile (the profile page and the dashboard's line read it). */
export const PROFILE_KEY = ['user', 'profile'] as const;

/** GET /api/user/me: the account, its blood group (null: not known yet), city and contact preference. */
export function getProfileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_KEY, queryFn: (): Promise<MyProfile> => dataOf(apiClient.GET('/api/user/me')) });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
