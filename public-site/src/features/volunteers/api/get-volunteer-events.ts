import { apiClient, type components, listParams, type ListQuery, MAX_PAGE_ROWS, pageOf } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

type Event = components['schemas']['EventRecordDto'];

/** The events a volunteer can sign up for: one page of the upcoming ones, soonest first. */
const UPCOMING_EVENTS_QUERY: ListQuery = { range: [0, MAX_PAGE_ROWS - 1], sort: ['dateTime', 'ASC'], filter: { upcoming: true } };

/** GET /api/events/all, one page, sent with the stored token (the API client adds it) as the volunteer form always did. */
export function getVolunteerEventsQueryOptions() {
  return queryOptions({
    queryKey: ['volunteers', 'events'],
    queryFn: async (): Promise<Event[]> => {
      const { items, isList } = await pageOf(apiClient.GET('/api/events/all', { params: { query: listParams(UPCOMING_EVENTS_QUERY) } }), UPCOMING_EVENTS_QUERY.range);
      if (!isList) throw new Error('The events answer is not a list');
      return items;
    },
  });
}

/** The events a volunteer can sign up for; `failed` when they could not be loaded. */
export function useVolunteerEvents(): { events: Event[]; failed: boolean } {
  const { data, isError } = useQuery(getVolunteerEventsQueryOptions());
  return { events: data ?? [], failed: isError };
}
