import { BLOOD_GROUPS, type BloodGroup } from '@blood-donation/domain';
import { type AdminListQuery, type AdminListSpec, FILTERS } from '../admin-lists/admin-list-query';

const SORT_FIELDS = ['id', 'name', 'age', 'bloodGroup', 'city', 'units', 'date'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** GET /api/admin/donorlist: what it sorts by and filters on. */
export const ADMIN_DONATIONS_SPEC: AdminListSpec<SortField> = {
  resource: 'donorlist',
  sort: Object.fromEntries(SORT_FIELDS.map((field) => [field, `donation.${field}`])) as Record<SortField, string>,
  defaultSort: ['date', 'DESC'],
  tieBreaker: 'donation.id',
  filters: { q: FILTERS.text, bloodGroup: FILTERS.oneOf(BLOOD_GROUPS) },
};

export type AdminDonationsQuery = AdminListQuery<SortField, { q: string; bloodGroup: BloodGroup }>;
