import { type AdminListQuery, type AdminListSpec, FILTERS } from '../admin-lists/admin-list-query';

const SORT_FIELDS = ['name', 'dateTime', 'location', 'organizer'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** GET /api/admin/events: what it sorts by and filters on (month and year of dateTime, in UTC). */
export const ADMIN_EVENTS_SPEC: AdminListSpec<SortField> = {
  resource: 'events',
  sort: Object.fromEntries(SORT_FIELDS.map((field) => [field, `event.${field}`])) as Record<SortField, string>,
  defaultSort: ['dateTime', 'DESC'],
  tieBreaker: 'event.id',
  filters: { q: FILTERS.text, month: FILTERS.integer(1, 12), year: FILTERS.integer(1970, 9999) },
};

export type AdminEventsQuery = AdminListQuery<SortField, { q: string; month: number; year: number }>;
