import { apiClient, type components, dataOf, type DonationFormValues } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ELIGIBILITY_KEY } from '../../../lib/eligibility';
import { OWN_DONATIONS_KEY } from './get-own-donations';

/** The donation form: the nine validated fields plus the optional event ('' for none). */
export type DonationForm = DonationFormValues;
type NewDonation = components['schemas']['CreateDonationDto'];

/** POST /api/add: texts trimmed, date as YYYY-MM-DD, the event as `{ id }` when one is chosen. */
export function createDonation(values: DonationForm) {
  // The form's validation allows only the listed blood groups and genders.
  const body = {
    name: values.name.trim(),
    bloodGroup: values.bloodGroup,
    units: values.units,
    mobile: values.mobile.trim(),
    gender: values.gender,
    age: values.age,
    city: values.city.trim(),
    address: values.address.trim(),
    date: values.date,
    ...(values.event ? { event: { id: Number(values.event) } } : {}),
  } as NewDonation;
  return dataOf(apiClient.POST('/api/add', { body }));
}

/** Records a donation; the Donation History and the donor's eligibility are read again after. */
export function useCreateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDonation,
    onSuccess: () => Promise.all([OWN_DONATIONS_KEY, ELIGIBILITY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
