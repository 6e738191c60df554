import { BLOOD_GROUPS, ROLES, type BloodGroup, type Role } from '@blood-donation/domain';
import { type AdminListQuery, type AdminListSpec, FILTERS } from '../admin-lists/admin-list-query';

export const SORT_FIELDS = ['id', 'username', 'email', 'age', 'bloodGroup', 'gender', 'role', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** GET /api/admin/users: what it sorts by and filters on. */
export const ADMIN_USERS_SPEC: AdminListSpec<SortField> = {
  resource: 'users',
  sort: Object.fromEntries(SORT_FIELDS.map((field) => [field, `user.${field}`])) as Record<SortField, string>,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'user.id',
  filters: { q: FILTERS.text, bloodGroup: FILTERS.oneOf(BLOOD_GROUPS), role: FILTERS.oneOf(ROLES) },
};

export type AdminUsersQuery = AdminListQuery<SortField, { q: string; bloodGroup: BloodGroup; role: Role }>;
