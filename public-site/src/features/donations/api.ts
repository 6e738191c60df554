import { toDonationPayload, type DonationField, type DonationRecord, type EventRecord } from '@blood-donation/domain';
import { api } from '../../lib/api-client';

/** The donation form: the nine validated fields plus the optional event ('' for none). */
export type DonationForm = Record<DonationField | 'event', string>;

/** GET: the logged-in user's own donations, each with its event or null. */
export const OWN_DONATIONS_PATH = '/user-donors';

/** POST /api/add: units and age as numbers, date as YYYY-MM-DD, the event as `{ id }` when one is chosen. */
export function createDonation(values: DonationForm) {
  const payload = {
    ...toDonationPayload(values),
    ...(values.event ? { event: { id: Number(values.event) } } : {}),
  };
  return api.post<DonationRecord>('/add', payload);
}

/** GET /api/events/all: public, so no refresh on a 401. */
export async function fetchEvents(): Promise<EventRecord[]> {
  const { data } = await api.get<EventRecord[] | null>('/events/all', { refreshOn401: false });
  return Array.isArray(data) ? data : [];
}

/** An event's date and time in the browser's locale and time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
