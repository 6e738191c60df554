import type { EventRecord } from '@blood-donation/domain';
import { useEffect, useState } from 'react';
import { ApiError, NetworkError, api, messageFrom } from '../../lib/api-client';
import { EVENTS_TEXTS as T, PREVIEW_LENGTH } from './texts';

export interface EventsNotice {
  text: string;
  severity: 'warning' | 'error';
}

export type EventsLoad = { state: 'loading' } | { state: 'done'; events: EventRecord[]; notice?: EventsNotice };

/** GET /api/events/all (public), with the spec section 8 texts for each way it can fail. */
export async function loadEvents(): Promise<Extract<EventsLoad, { state: 'done' }>> {
  try {
    const { data } = await api.get<unknown>('/events/all', { refreshOn401: false });
    if (!Array.isArray(data)) return { state: 'done', events: [], notice: { text: T.notArray, severity: 'warning' } };
    return { state: 'done', events: data as EventRecord[] };
  } catch (error) {
    let text: string = T.unexpected;
    if (error instanceof ApiError) text = `Error: ${error.status} - ${messageFrom(error.body) ?? T.serverFallback}`;
    else if (error instanceof NetworkError) text = T.network;
    return { state: 'done', events: [], notice: { text, severity: 'error' } };
  }
}

export function useEvents(): EventsLoad {
  const [load, setLoad] = useState<EventsLoad>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    loadEvents().then((done) => active && setLoad(done));
    return () => {
      active = false;
    };
  }, []);
  return load;
}

/** Upcoming when dateTime is later than `now` (spec section 4): soonest first; the others most recent first. */
export function classifyEvents(events: readonly EventRecord[], now: Date = new Date()) {
  const time = (event: EventRecord) => new Date(event.dateTime).getTime();
  const upcoming = events.filter((event) => time(event) > now.getTime()).sort((a, b) => time(a) - time(b));
  const previous = events.filter((event) => !(time(event) > now.getTime())).sort((a, b) => time(b) - time(a));
  return { upcoming, previous };
}

/** The card's description: cut at 120 characters plus '...', or the fallback when there is none. */
export function previewText(description: string | null | undefined): string {
  const text = (description ?? '').trim();
  if (!text) return T.descriptionFallback;
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}

/** An event's date and time in the browser's locale and time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
