import { apiClient, dataOf } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPOINTMENTS_KEY } from './appointments';

export const WAITLIST_KEY = ['user', 'waitlist'] as const;
export const driveWaitlistKey = (driveId: number) => ['drives', driveId, 'waitlist'] as const;
const byId = (id: number) => ({ params: { path: { id } } });
const byToken = (token: string) => ({ params: { path: { token } } });

/** GET /api/drives/{id}/waitlist: whether the drive's waitlist is open (every time full) and how many wait. */
export function useDriveWaitlist(driveId: number) {
  return useQuery(queryOptions({ queryKey: driveWaitlistKey(driveId), queryFn: () => dataOf(apiClient.GET('/api/drives/{id}/waitlist', byId(driveId))) }));
}

/** GET /api/user/waitlist: the donor's places on waitlists, with any time held for them. */
export function useMyWaitlist() {
  return useQuery(queryOptions({ queryKey: WAITLIST_KEY, queryFn: () => dataOf(apiClient.GET('/api/user/waitlist')) }));
}

/** Joining and leaving a drive's waitlist; both read the waitlist and the drive's slots again. */
export function useWaitlistChanges(driveId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: WAITLIST_KEY });
    void queryClient.invalidateQueries({ queryKey: ['drives', driveId] });
  };
  return {
    join: useMutation({ mutationFn: () => dataOf(apiClient.POST('/api/drives/{id}/waitlist', { ...byId(driveId), body: {} })), onSettled: refresh }),
    leave: useMutation({ mutationFn: () => dataOf(apiClient.DELETE('/api/drives/{id}/waitlist', byId(driveId))), onSettled: refresh }),
  };
}

/** GET /api/waitlist-offers/{token}: the held time (410 once answered or expired). Not retried: a 410 stays one. */
export function useWaitlistOffer(token: string) {
  return useQuery(queryOptions({ queryKey: ['waitlist-offers', token], queryFn: () => dataOf(apiClient.GET('/api/waitlist-offers/{token}', byToken(token))), retry: false }));
}

/** Accepting or declining the offer of the link (no login). */
export function useOfferAnswers(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: WAITLIST_KEY });
  };
  return {
    accept: useMutation({ mutationFn: () => dataOf(apiClient.POST('/api/waitlist-offers/{token}/accept', byToken(token))), onSettled: refresh }),
    decline: useMutation({ mutationFn: () => dataOf(apiClient.POST('/api/waitlist-offers/{token}/decline', byToken(token))), onSettled: refresh }),
  };
}
