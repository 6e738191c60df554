import { type AdminListQuery, type AdminListSpec, FILTERS } from '../admin-lists/admin-list-query';

type SortField = 'full_name' | 'createdAt';

/** GET /api/admin/board-members: what it sorts by and filters on; oldest first by default, as on the about-us page. */
export const ADMIN_BOARD_MEMBERS_SPEC: AdminListSpec<SortField> = {
  resource: 'board-members',
  sort: { full_name: 'member.full_name', createdAt: 'member.createdAt' },
  defaultSort: ['createdAt', 'ASC'],
  tieBreaker: 'member.id',
  filters: { q: FILTERS.text },
};

export type AdminBoardMembersQuery = AdminListQuery<SortField, { q: string }>;
