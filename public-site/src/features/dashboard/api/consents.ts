import { apiClient, type ConsentPurpose, type Consents, dataOf, type RecordedConsentPurpose } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY, CONSENTS_KEY } from './keys';

/** GET /api/user/consents: where each consent stands and every one given, newest first. */
export function useConsents() {
  return useQuery(queryOptions({ queryKey: CONSENTS_KEY, queryFn: (): Promise<Consents> => dataOf(apiClient.GET('/api/user/consents')) }));
}

/** DELETE /api/user/consents/{purpose}; withdrawing matching also turns availability off, so that card reloads. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purpose: Exclude<ConsentPurpose, 'account'>): Promise<Consents> =>
      dataOf(apiClient.DELETE('/api/user/consents/{purpose}', { params: { path: { purpose } } })),
    onSuccess: (consents, purpose) => {
      queryClient.setQueryData(CONSENTS_KEY, consents);
      if (purpose === 'matching') void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
    },
  });
}

/** PUT /api/user/consents/{purpose}: gives a consent that is only its record (off until given). */
export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purpose: RecordedConsentPurpose): Promise<Consents> => dataOf(apiClient.PUT('/api/user/consents/{purpose}', { params: { path: { purpose } } })),
    onSuccess: (consents) => queryClient.setQueryData(CONSENTS_KEY, consents),
  });
}
