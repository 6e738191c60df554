import type { EventRecord, VolunteerField, VolunteerRecord } from '@blood-donation/domain';
import { api } from '../../lib/api-client';

/** The form: the eleven validated fields plus the optional event id ('' for none). */
export type VolunteerFormValues = Record<VolunteerField | 'event', string>;

/** GET /api/events/all, sent with the stored token (the api client adds it) as the volunteer form always did. */
export async function fetchVolunteerEvents(): Promise<EventRecord[]> {
  const { data } = await api.get<unknown>('/events/all');
  if (!Array.isArray(data)) throw new Error('The events answer is not a list');
  return data as EventRecord[];
}

/** POST /api/volunteers/register: trimmed texts, dob as YYYY-MM-DD, the event as `{ id }` only when one is chosen. */
export function registerVolunteer(values: VolunteerFormValues) {
  const { event, ...fields } = values;
  const payload = {
    ...(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim()])) as Record<VolunteerField, string>),
    ...(event ? { event: { id: Number(event) } } : {}),
  };
  return api.post<VolunteerRecord>('/volunteers/register', payload);
}
