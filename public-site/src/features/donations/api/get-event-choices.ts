import { apiClient, type components, listParams, type ListQuery, MAX_PAGE_ROWS, pageOf } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

type Event = components['schemas']['EventRecordDto'];

/** The events the form offers: the 100 most recent, latest first. */
const RECENT_EVENTS_QUERY: ListQuery = { range: [0, MAX_PAGE_ROWS - 1], sort: ['dateTime', 'DESC'] };

/** GET /api/events/all, one page (public). */
export function getEventChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['donations', 'event-choices'],
    queryFn: async (): Promise<Event[]> =>
      (await pageOf(apiClient.GET('/api/events/all', { params: { query: listParams(RECENT_EVENTS_QUERY) } }), RECENT_EVENTS_QUERY.range)).items,
  });
}

/** The events a donation can be recorded at; none while they load or when they could not be read. */
export function useEventChoices(): Event[] {
  return useQuery(getEventChoicesQueryOptions()).data ?? [];
}
