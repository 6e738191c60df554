import { apiClient, type BloodRequestFormValues, type components, dataOf } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_REQUESTS_KEY } from './get-own-requests';

export type BloodRequestForm = BloodRequestFormValues;
type NewBloodRequest = components['schemas']['CreateBloodRequestDto'];

/** POST /api/blood-requests: the form's values trimmed; a new request is sent with status false, its city and urgency. */
export function createBloodRequest(values: BloodRequestForm) {
  // The form's validation allows only the listed blood groups and genders.
  const body: NewBloodRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    bloodGroup: values.bloodGroup as NewBloodRequest['bloodGroup'],
    units: values.units,
    mobile: values.mobile.trim(),
    gender: values.gender as NewBloodRequest['gender'],
    age: values.age,
    disease: (values.disease ?? '').trim(),
    status: false,
    city: values.city.trim(),
    ...(values.hospital?.trim() ? { hospital: values.hospital.trim() } : {}),
    ...(values.neededBy ? { neededBy: values.neededBy } : {}),
    urgent: values.urgent ?? false,
  };
  return dataOf(apiClient.POST('/api/blood-requests', { body }));
}

/** Sends a blood request; the Request History reads its list again after. */
export function useCreateBloodRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBloodRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_REQUESTS_KEY }),
  });
}
