import { apiClient, dataOf } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_REQUESTS_KEY } from './get-own-requests';

/** DELETE /api/blood-requests/{id}: only a Pending request of one's own (409 otherwise). */
export function deleteBloodRequest(id: number) {
  return dataOf(apiClient.DELETE('/api/blood-requests/{id}', { params: { path: { id } } }));
}

/**
 * Deletes a request; `onDeleted` runs at once, then the shown page of the list is read again (the last page may be
 * gone), and the mutation settles once it is in.
 */
export function useDeleteBloodRequest({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBloodRequest,
    onSuccess: async () => {
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: OWN_REQUESTS_KEY });
    },
  });
}
