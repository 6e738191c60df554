import { apiClient, type components, dataOf, type VolunteerFormValues } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

/** The form: the eleven validated fields plus the optional event id ('' for none). */
export type { VolunteerFormValues };
type Volunteer = components['schemas']['VolunteerFormDto'];

/** POST /api/volunteers/register: trimmed texts, dob as YYYY-MM-DD, the event as `{ id }` only when one is chosen. */
export function registerVolunteer(values: VolunteerFormValues) {
  const { event, ...fields } = values;
  // The form's validation allows only the listed genders.
  const body = {
    ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim()])),
    ...(event ? { event: { id: Number(event) } } : {}),
  } as Volunteer;
  return dataOf(apiClient.POST('/api/volunteers/register', { body }));
}

export function useRegisterVolunteer() {
  return useMutation({ mutationFn: registerVolunteer });
}
