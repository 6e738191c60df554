import { apiClient, dataOf, type Milestone } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MILESTONES_KEY } from './keys';

/** GET /api/user/milestones: the milestones the donor's donations reached. */
export function useMilestones() {
  return useQuery(queryOptions({ queryKey: MILESTONES_KEY, queryFn: (): Promise<Milestone[]> => dataOf(apiClient.GET('/api/user/milestones')) }));
}
