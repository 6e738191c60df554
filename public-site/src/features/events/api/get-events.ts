import { ApiError, apiClient, type components, listParams, type ListQuery, messageFrom, NetworkError, pageOf } from '@blood-donation/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EVENTS_TEXTS as T } from '../texts';

export type Event = components['schemas']['EventRecordDto'];

export interface EventsNotice {
  text: string;
  severity: 'warning' | 'error';
}

/** A page of events, the number that match in all, and why none could be shown (if so). */
export interface EventsAnswer {
  state: 'done';
  events: Event[];
  total: number;
  notice?: EventsNotice;
}

export type EventsLoad = { state: 'loading' } | EventsAnswer;

/** The carousels: the first 20 upcoming events (dateTime later than now), soonest first; the first 20 others, latest first. */
export const UPCOMING_QUERY: ListQuery = { range: [0, 19], sort: ['dateTime', 'ASC'], filter: { upcoming: true } };
export const PREVIOUS_QUERY: ListQuery = { range: [0, 19], sort: ['dateTime', 'DESC'], filter: { upcoming: false } };

/** One page of GET /api/events/all (public), under the events' query key. */
export function getEventsQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: ['events', 'page', listParams(query)],
    queryFn: () => pageOf<Event>(apiClient.GET('/api/events/all', { params: { query: listParams(query) } }), query.range),
    placeholderData: keepPreviousData,
  });
}

/** The spec section 8 text for each way the call can fail. */
function failureNotice(error: unknown): EventsNotice {
  let text: string = T.unexpected;
  if (error instanceof ApiError) text = `Error: ${error.status} - ${messageFrom(error.body) ?? T.serverFallback}`;
  else if (error instanceof NetworkError) text = T.network;
  return { text, severity: 'error' };
}

/**
 * The page of events `query` asks for. Until the first answer: loading; after it, the last answer stays while the
 * next loads (`busy`). A failure or an answer that is not a list shows no events and says why.
 */
export function useEventsPage(query: ListQuery): { load: EventsLoad; busy: boolean } {
  const { data, error, isPlaceholderData } = useQuery(getEventsQueryOptions(query));
  let load: EventsLoad = { state: 'loading' };
  if (error) load = { state: 'done', events: [], total: 0, notice: failureNotice(error) };
  else if (data && !data.isList) load = { state: 'done', events: [], total: 0, notice: { text: T.notArray, severity: 'warning' } };
  else if (data) load = { state: 'done', events: data.items, total: data.total };
  return { load, busy: isPlaceholderData };
}
