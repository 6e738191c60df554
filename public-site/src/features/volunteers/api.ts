import type { EventRecord, VolunteerField, VolunteerRecord } from '@blood-donation/domain';
import { api } from '../../lib/api-client';
import { type ListQuery, MAX_PAGE_ROWS } from '../../lib/list-page';

/** The form: the eleven validated fields plus the optional event id ('' for none). */
export type VolunteerFormValues = Record<VolunteerField | 'event', string>;

/** The events a volunteer can sign up for: one page of the upcoming ones, soonest first. */
export const UPCOMING_EVENTS_QUERY: ListQuery = { range: [0, MAX_PAGE_ROWS - 1], sort: ['dateTime', 'ASC'], filter: { upcoming: true } };

/** GET /api/events/all, one page, sent with the stored token (the api client adds it) as the volunteer form always did. */
export async function fetchVolunteerEvents(): Promise<EventRecord[]> {
  const { items, isList } = await api.getPage<EventRecord>('/events/all', UPCOMING_EVENTS_QUERY);
  if (!isList) throw new Error('The events answer is not a list');
  return items;
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
