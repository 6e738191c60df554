import { apiClient, dataOf, type UserProfile } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The query key of the logged-in account (GET /api/user/me); a change to the account makes it stale. */
export const OWN_PROFILE_KEY = ['user', 'me'] as const;

/** GET /api/user/me: the account's name, email, age, blood group, gender and mobile, which the donor forms start from. */
export function getOwnProfileQueryOptions() {
  return queryOptions({ queryKey: OWN_PROFILE_KEY, queryFn: (): Promise<UserProfile> => dataOf(apiClient.GET('/api/user/me')) });
}

export function useOwnProfile() {
  return useQuery(getOwnProfileQueryOptions());
}
