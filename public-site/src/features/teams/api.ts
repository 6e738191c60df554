import { apiClient, dataOf, type TeamLeaderboardRow, type TeamPage } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/teams (public): teams by this year's donations, best first. */
export function useTeamLeaderboard() {
  return useQuery(queryOptions({ queryKey: ['teams', 'leaderboard'], queryFn: (): Promise<TeamLeaderboardRow[]> => dataOf(apiClient.GET('/api/teams')) }));
}

/** GET /api/teams/{slug} (public): the team's donations this year, by month, and its shown members. */
export function useTeamPage(slug: string) {
  return useQuery(
    queryOptions({
      queryKey: ['teams', 'page', slug],
      queryFn: (): Promise<TeamPage> => dataOf(apiClient.GET('/api/teams/{slug}', { params: { path: { slug } } })),
      retry: false,
    }),
  );
}
