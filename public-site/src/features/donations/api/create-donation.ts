import { apiClient, type components, dataOf, type DonationField, toDonationPayload } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_DONATIONS_KEY } from './get-own-donations';

/** The donation form: the nine validated fields plus the optional event ('' for none). */
export type DonationForm = Record<DonationField | 'event', string>;
type NewDonation = components['schemas']['CreateDonationDto'];

/** POST /api/add: units and age as numbers, date as YYYY-MM-DD, the event as `{ id }` when one is chosen. */
export function createDonation(values: DonationForm) {
  // The form's validation allows only the listed blood groups and genders.
  const body = {
    ...toDonationPayload(values),
    ...(values.event ? { event: { id: Number(values.event) } } : {}),
  } as NewDonation;
  return dataOf(apiClient.POST('/api/add', { body }));
}

/** Records a donation; the Donation History reads its list again after. */
export function useCreateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDonation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_DONATIONS_KEY }),
  });
}
