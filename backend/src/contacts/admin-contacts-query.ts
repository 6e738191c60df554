import { type AdminListQuery, type AdminListSpec, FILTERS } from '../admin-lists/admin-list-query';

type SortField = 'id' | 'name' | 'email' | 'subject' | 'createdAt' | 'repliedAt';

/** GET /api/admin/contacts: what it sorts by and filters on. */
export const ADMIN_CONTACTS_SPEC: AdminListSpec<SortField> = {
  resource: 'contacts',
  sort: { id: 'contact.id', name: 'contact.name', email: 'contact.email', subject: 'contact.subject', createdAt: 'contact.createdAt', repliedAt: 'contact.repliedAt' },
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'contact.id',
  filters: { q: FILTERS.text, answered: FILTERS.boolean },
};

export type AdminContactsQuery = AdminListQuery<SortField, { q: string; answered: boolean }>;
