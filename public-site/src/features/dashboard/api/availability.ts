import { apiClient, type AvailabilityBody, type AvailabilityRecord, dataOf } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY } from '../../../lib/availability';
import { CONSENTS_KEY } from './keys';

export { useAvailability } from '../../../lib/availability';

/** PUT /api/user/availability; the card shows what the server kept. Turning it on or off gives or withdraws a consent. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityBody): Promise<AvailabilityRecord> => dataOf(apiClient.PUT('/api/user/availability', { body })),
    onSuccess: (record) => {
      queryClient.setQueryData(AVAILABILITY_KEY, record);
      void queryClient.invalidateQueries({ queryKey: CONSENTS_KEY });
    },
  });
}
