import { apiClient, dataOf, type EmailChange, type MyProfile, type ProfileUpdate } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_KEY } from '../../../lib/profile';

/** PUT /api/user/me; what other pages show of the account (the availability's city, names) reloads when next shown. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate): Promise<MyProfile> => dataOf(apiClient.PUT('/api/user/me', { body })),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== PROFILE_KEY[1] });
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
