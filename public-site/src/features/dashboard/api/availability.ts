import { apiClient, type AvailabilityBody, type AvailabilityRecord, dataOf } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY, CONSENTS_KEY } from './keys';

/** GET /api/user/availability: whether the donor may be asked, their city and the channel they are asked by. */
export function getAvailabilityQueryOptions() {
  return queryOptions({ queryKey: AVAILABILITY_KEY, queryFn: (): Promise<AvailabilityRecord> => dataOf(apiClient.GET('/api/user/availability')) });
}

export function useAvailability() {
  return useQuery(getAvailabilityQueryOptions());
}

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
