import { type AdminListQuery, type AdminListSpec, FILTERS } from '../admin-lists/admin-list-query';

const SORT_FIELDS = ['id', 'firstName', 'lastName', 'createdAt'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** GET /api/admin/volunteers: what it sorts by and filters on. */
export const ADMIN_VOLUNTEERS_SPEC: AdminListSpec<SortField> = {
  resource: 'volunteers',
  sort: Object.fromEntries(SORT_FIELDS.map((field) => [field, `volunteer.${field}`])) as Record<SortField, string>,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'volunteer.id',
  filters: { q: FILTERS.text, eventId: FILTERS.integer(1, Number.MAX_SAFE_INTEGER) },
};

export type AdminVolunteersQuery = AdminListQuery<SortField, { q: string; eventId: number }>;
