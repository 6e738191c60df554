import { apiClient, dataOf, type EmailChange, type MyProfile, type ProfileUpdate } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY } from '../../dashboard/api/keys';

export const PROFILE_KEY = ['profile'] as const;

/** GET /api/user/me: the account, its blood group (null: not known yet), city and contact preference. */
export function getProfileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_KEY, queryFn: (): Promise<MyProfile> => dataOf(apiClient.GET('/api/user/me')) });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}

/** PUT /api/user/me; the city is the availability's city too, so that card reloads. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate): Promise<MyProfile> => dataOf(apiClient.PUT('/api/user/me', { body })),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
    },
  });
}

/** POST /api/user/me/email: a link goes to the new address; 400 for a wrong password, 409 for a taken address. */
export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (body: EmailChange) => dataOf(apiClient.POST('/api/user/me/email', { body })) });

/** POST /api/user/me/email/confirm: 200 once applied, 410 for a used or expired link, 409 for a taken address. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => dataOf(apiClient.POST('/api/user/me/email/confirm', { body: { token } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
