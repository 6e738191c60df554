import { BLOOD_REQUEST_STATUSES, type BloodRequestStatus } from '@blood-donation/domain';
import { type AdminListQuery, type AdminListSpec, FILTERS } from '../admin-lists/admin-list-query';

const SORT_FIELDS = ['id', 'name', 'bloodGroup', 'units', 'status', 'createdAt', 'updatedAt'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** GET /api/admin/bloodRequests: what it sorts by and filters on. */
export const ADMIN_BLOOD_REQUESTS_SPEC: AdminListSpec<SortField> = {
  resource: 'bloodRequests',
  sort: Object.fromEntries(SORT_FIELDS.map((field) => [field, `request.${field}`])) as Record<SortField, string>,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'request.id',
  filters: { q: FILTERS.text, status: FILTERS.oneOf(BLOOD_REQUEST_STATUSES) },
};

export type AdminBloodRequestsQuery = AdminListQuery<SortField, { q: string; status: BloodRequestStatus }>;
