import { apiClient, dataOf } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_REQUESTS_KEY } from './get-own-requests';

/** The moves a requester makes on their own request (see domain's blood-request-lifecycle). */
export type OwnerMove = 'fulfil' | 'cancel';

/** PUT /api/blood-requests/{id}/fulfil or /cancel: the request as it now is (409 when its status does not allow it). */
export function moveBloodRequest({ id, move }: { id: number; move: OwnerMove }) {
  const params = { params: { path: { id } } };
  return dataOf(move === 'fulfil' ? apiClient.PUT('/api/blood-requests/{id}/fulfil', params) : apiClient.PUT('/api/blood-requests/{id}/cancel', params));
}

/** Moves a request; the shown page of the list is read again, and the mutation settles once it is in. */
export function useMoveBloodRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBloodRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_REQUESTS_KEY }),
  });
}
