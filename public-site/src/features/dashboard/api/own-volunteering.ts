import { apiClient, dataOf, hasStoredToken, type OwnVolunteering } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The query key of the logged-in account's own volunteer sign-ups. */
export const OWN_VOLUNTEERING_KEY = ['volunteering', 'own'] as const;

/** GET /api/user/volunteering: the account's own sign-ups, newest first, each with its event. */
export function getOwnVolunteeringQueryOptions() {
  return queryOptions({
    queryKey: OWN_VOLUNTEERING_KEY,
    queryFn: (): Promise<OwnVolunteering[]> => dataOf(apiClient.GET('/api/user/volunteering')),
    enabled: hasStoredToken(),
  });
}

export function useOwnVolunteering() {
  return useQuery(getOwnVolunteeringQueryOptions());
}

/** DELETE /api/user/volunteering/{id}: withdraws one of the account's own sign-ups; the list is read again. */
export function useWithdrawVolunteering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataOf(apiClient.DELETE('/api/user/volunteering/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_VOLUNTEERING_KEY }),
  });
}
