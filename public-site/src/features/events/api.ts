import type { EventRecord } from '@blood-donation/domain';
import { useEffect, useState } from 'react';
import { ApiError, NetworkError, api, messageFrom } from '../../lib/api-client';
import type { ListQuery } from '../../lib/list-page';
import { EVENTS_TEXTS as T, PREVIEW_LENGTH } from './texts';

export interface EventsNotice {
  text: string;
  severity: 'warning' | 'error';
}

/** A page of events, the number that match in all, and why none could be shown (if so). */
export interface EventsAnswer {
  state: 'done';
  events: EventRecord[];
  total: number;
  notice?: EventsNotice;
}

export type EventsLoad = { state: 'loading' } | EventsAnswer;

/** The carousels: the first 20 upcoming events (dateTime later than now), soonest first; the first 20 others, latest first. */
export const UPCOMING_QUERY: ListQuery = { range: [0, 19], sort: ['dateTime', 'ASC'], filter: { upcoming: true } };
export const PREVIOUS_QUERY: ListQuery = { range: [0, 19], sort: ['dateTime', 'DESC'], filter: { upcoming: false } };

/** One page of GET /api/events/all (public), with the spec section 8 texts for each way it can fail. */
export async function loadEvents(query: ListQuery): Promise<EventsAnswer> {
  try {
    const { items, total, isList } = await api.getPage<EventRecord>('/events/all', query, { refreshOn401: false });
    if (!isList) return { state: 'done', events: [], total: 0, notice: { text: T.notArray, severity: 'warning' } };
    return { state: 'done', events: items, total };
  } catch (error) {
    let text: string = T.unexpected;
    if (error instanceof ApiError) text = `Error: ${error.status} - ${messageFrom(error.body) ?? T.serverFallback}`;
    else if (error instanceof NetworkError) text = T.network;
    return { state: 'done', events: [], total: 0, notice: { text, severity: 'error' } };
  }
}

/**
 * The page of events `query` asks for, loaded again whenever the query changes (an equal query made anew on every
 * render loads once). Until the first answer: loading; after it, the last answer stays while the next loads (`busy`).
 */
export function useEventsPage(query: ListQuery): { load: EventsLoad; busy: boolean } {
  const key = JSON.stringify(query);
  const [answer, setAnswer] = useState<{ key: string; page: EventsAnswer } | null>(null);
  useEffect(() => {
    let active = true;
    loadEvents(JSON.parse(key) as ListQuery).then((page) => active && setAnswer({ key, page }));
    return () => {
      active = false;
    };
  }, [key]);
  return { load: answer ? answer.page : { state: 'loading' }, busy: answer !== null && answer.key !== key };
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
