import { toDonationPayload, type DonationField, type DonationRecord, type EventRecord } from '@blood-donation/domain';
import { api } from '../../lib/api-client';
import { type ListQuery, MAX_PAGE_ROWS } from '../../lib/list-page';

/** The donation form: the nine validated fields plus the optional event ('' for none). */
export type DonationForm = Record<DonationField | 'event', string>;

/** GET, a page at a time: the logged-in user's own donations (latest date first), each with its event or null. */
export const OWN_DONATIONS_PATH = '/user-donors';

/** POST /api/add: units and age as numbers, date as YYYY-MM-DD, the event as `{ id }` when one is chosen. */
export function createDonation(values: DonationForm) {
  const payload = {
    ...toDonationPayload(values),
    ...(values.event ? { event: { id: Number(values.event) } } : {}),
  };
  return api.post<DonationRecord>('/add', payload);
}

/** The events the form offers: the 100 most recent, latest first. */
export const RECENT_EVENTS_QUERY: ListQuery = { range: [0, MAX_PAGE_ROWS - 1], sort: ['dateTime', 'DESC'] };

/** GET /api/events/all, one page: public, so no refresh on a 401. */
export async function fetchRecentEvents(): Promise<EventRecord[]> {
  const { items } = await api.getPage<EventRecord>('/events/all', RECENT_EVENTS_QUERY, { refreshOn401: false });
  return items;
}

/** An event's date and time in the browser's locale and time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
