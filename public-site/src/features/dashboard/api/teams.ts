import { apiClient, dataOf, type MyTeam, type TeamCreate, type TeamCreated } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_TEAMS_KEY } from './keys';

/** GET /api/user/teams: the donor's teams, role, shown flag and join code; the members for an owner. */
export function useMyTeams() {
  return useQuery(queryOptions({ queryKey: MY_TEAMS_KEY, queryFn: (): Promise<MyTeam[]> => dataOf(apiClient.GET('/api/user/teams')) }));
}

/** Every change to the donor's teams reloads the list (and the public pages the change shows on). */
function useTeamChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teams'] }).then(() => queryClient.invalidateQueries({ queryKey: MY_TEAMS_KEY })),
  });
}

export const useCreateTeam = () => useTeamChange((body: TeamCreate): Promise<TeamCreated> => dataOf(apiClient.POST('/api/teams', { body })));

export const useJoinTeam = () => useTeamChange((joinCode: string): Promise<MyTeam> => dataOf(apiClient.POST('/api/teams/join', { body: { joinCode } })));

export const useLeaveTeam = () =>
  useTeamChange((slug: string) => dataOf(apiClient.DELETE('/api/teams/{slug}/members/me', { params: { path: { slug } } })));

export const useShowInTeam = () =>
  useTeamChange(({ slug, shown }: { slug: string; shown: boolean }) => dataOf(apiClient.PUT('/api/teams/{slug}/members/me', { params: { path: { slug } }, body: { shown } })));

export const useRemoveMember = () =>
  useTeamChange(({ slug, userId }: { slug: string; userId: number }) =>
    dataOf(apiClient.DELETE('/api/teams/{slug}/members/{userId}', { params: { path: { slug, userId } } })),
  );
