import {
  type AdminContactRecord,
  apiClient,
  type BoardMemberRecord,
  type components,
  type ContactRecord,
  dataOf,
  listParams,
  type ListPage,
  type ListQuery,
  pageOf,
} from '@blood-donation/domain';
import type { Identifier } from 'react-admin';

export type { ReplyStatus } from '@blood-donation/domain';

/** A contact as the admin lists answer it: with the emailed reply and where its email is, when there is one. */
export type RepliedContactRecord = ContactRecord & Partial<Pick<AdminContactRecord, 'reply' | 'repliedAt' | 'replyStatus'>>;

/** A board member as react-admin needs it: the API's _id is also its id. */
export type TeamMemberRecord = BoardMemberRecord & { id: string };

type Schemas = components['schemas'];
/** The list parameters of the CSV exports: the list's sort and filter, every row. */
export type ExportQuery = Omit<ListQuery, 'range'>;

/** How one resource of the panel is read and written, each call a documented operation of the typed client. */
export interface ResourceRoutes {
  list(query: ListQuery): Promise<ListPage<object>>;
  one(id: Identifier): Promise<object>;
  /** Left out by a list with no CSV export. */
  exportCsv?(query: ExportQuery): Promise<Blob>;
  create?(data: Record<string, unknown>): Promise<object>;
  update?(id: Identifier, data: Record<string, unknown>): Promise<object>;
  /** The answer's message, when the endpoint gives one (the success toast). */
  remove?(id: Identifier): Promise<string | undefined>;
}

const numericId = (id: Identifier) => ({ path: { id: Number(id) } });
const memberId = (id: Identifier) => ({ path: { id: String(id) } });
const CSV = { parseAs: 'blob', headers: { Accept: 'text/csv' } } as const;
const messageOf = (answer: { message?: string }) => answer.message;

/** An export's query: the list's sort, and its filter without empty keys (`{}` when none). */
function csvQuery({ sort, filter }: ExportQuery) {
  const given = listParams({ range: [0, 0], sort, filter });
  return { sort: given.sort, filter: given.filter ?? {} };
}

/** The fields each write endpoint accepts: the API refuses any other property. */
function only<Body>(fields: readonly (keyof Body & string)[], data: Record<string, unknown>): Body {
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]])) as Body;
}
const EVENT_FIELDS = ['name', 'location', 'dateTime', 'organizer', 'description'] as const;
const HOSPITAL_FIELDS = ['name', 'city'] as const;
const MEMBER_FIELDS = ['full_name', 'description', 'linkedin_url', 'twitter_url', 'github_url', 'teams'] as const;

/** Every resource of the panel and where it lives in the API (teams are the board members). */
export const RESOURCE_ROUTES: Record<string, ResourceRoutes> = {
  users: {
    list: (query) => pageOf(apiClient.GET('/api/admin/users', { params: { query: listParams(query) } }), query.range),
    one: (id) => dataOf(apiClient.GET('/api/admin/users/{id}', { params: numericId(id) })),
    exportCsv: (query) => dataOf(apiClient.GET('/api/admin/users/export.csv', { params: { query: csvQuery(query) }, ...CSV })),
    update: (id, data) => dataOf(apiClient.PUT('/api/admin/users/{id}', { params: numericId(id), body: data as Schemas['UpdateUserRoleDto'] })),
    remove: async (id) => messageOf(await dataOf(apiClient.DELETE('/api/admin/users/{id}', { params: numericId(id) }))),
  },
  bloodRequests: {
    list: (query) => pageOf(apiClient.GET('/api/admin/bloodRequests', { params: { query: listParams(query) } }), query.range),
    one: (id) => dataOf(apiClient.GET('/api/admin/bloodRequests/{id}', { params: numericId(id) })),
    exportCsv: (query) => dataOf(apiClient.GET('/api/admin/bloodRequests/export.csv', { params: { query: csvQuery(query) }, ...CSV })),
    remove: async (id) => messageOf(await dataOf(apiClient.DELETE('/api/admin/bloodRequests/{id}', { params: numericId(id) }))),
  },
  donorlist: {
    list: (query) => pageOf(apiClient.GET('/api/admin/donorlist', { params: { query: listParams(query) } }), query.range),
    one: (id) => dataOf(apiClient.GET('/api/admin/donorlist/{id}', { params: numericId(id) })),
    exportCsv: (query) => dataOf(apiClient.GET('/api/admin/donorlist/export.csv', { params: { query: csvQuery(query) }, ...CSV })),
    // Admin Add Donor records a donation through the documented POST /api/add.
    create: (data) => dataOf(apiClient.POST('/api/add', { body: data as Schemas['CreateDonationDto'] })),
  },
  events: {
    list: (query) => pageOf(apiClient.GET('/api/admin/events', { params: { query: listParams(query) } }), query.range),
    one: (id) => dataOf(apiClient.GET('/api/admin/events/{id}', { params: numericId(id) })),
    exportCsv: (query) => dataOf(apiClient.GET('/api/admin/events/export.csv', { params: { query: csvQuery(query) }, ...CSV })),
    create: (data) => dataOf(apiClient.POST('/api/events', { body: only<Schemas['CreateEventDto']>(EVENT_FIELDS, data) })),
    update: (id, data) => dataOf(apiClient.PUT('/api/events/{id}', { params: numericId(id), body: only<Schemas['UpdateEventDto']>(EVENT_FIELDS, data) })),
    remove: async (id) => messageOf(await dataOf(apiClient.DELETE('/api/events/{id}', { params: numericId(id) }))),
  },
  volunteers: {
    list: (query) => pageOf(apiClient.GET('/api/admin/volunteers', { params: { query: listParams(query) } }), query.range),
    one: (id) => dataOf(apiClient.GET('/api/admin/volunteers/{id}', { params: numericId(id) })),
    exportCsv: (query) => dataOf(apiClient.GET('/api/admin/volunteers/export.csv', { params: { query: csvQuery(query) }, ...CSV })),
    remove: async (id) => messageOf(await dataOf(apiClient.DELETE('/api/volunteers/{id}', { params: numericId(id) }))),
  },
  contacts: {
    list: (query) => pageOf(apiClient.GET('/api/admin/contacts', { params: { query: listParams(query) } }), query.range),
    one: (id) => dataOf(apiClient.GET('/api/admin/contacts/{id}', { params: numericId(id) })),
    exportCsv: (query) => dataOf(apiClient.GET('/api/admin/contacts/export.csv', { params: { query: csvQuery(query) }, ...CSV })),
    // This endpoint answers the success toast as plain text.
    remove: (id) => dataOf(apiClient.DELETE('/api/admin/contact-us/delete/{id}', { params: numericId(id), parseAs: 'text' })),
  },
  teams: {
    list: (query) => pageOf(apiClient.GET('/api/admin/board-members', { params: { query: listParams(query) } }), query.range),
    one: (id) => dataOf(apiClient.GET('/api/admin/board-members/{id}', { params: memberId(id) })),
    exportCsv: (query) => dataOf(apiClient.GET('/api/admin/board-members/export.csv', { params: { query: csvQuery(query) }, ...CSV })),
    create: (data) => dataOf(apiClient.POST('/api/admin/board-members', { body: only<Schemas['BoardMemberFormDto']>(MEMBER_FIELDS, data) })),
    update: (id, data) => dataOf(apiClient.PUT('/api/admin/board-members/{id}', { params: memberId(id), body: only<Schemas['BoardMemberFormDto']>(MEMBER_FIELDS, data) })),
    remove: async (id) => messageOf(await dataOf(apiClient.DELETE('/api/admin/board-members/{id}', { params: memberId(id) }))),
  },
  // The organisation's hospitals (a short list): the server answers it whole, by name; the panel pages it.
  hospitals: {
    list: async ({ range }) => {
      const all = await dataOf(apiClient.GET('/api/admin/hospitals'));
      return { items: all.slice(range[0], range[1] + 1), total: all.length, isList: true };
    },
    one: async (id) => {
      const hospital = (await dataOf(apiClient.GET('/api/admin/hospitals'))).find((one) => one.id === Number(id));
      if (!hospital) throw new Error(`No hospital ${String(id)}`);
      return hospital;
    },
    create: (data) => dataOf(apiClient.POST('/api/admin/hospitals', { body: only<Schemas['HospitalBody']>(HOSPITAL_FIELDS, data) })),
  },
  // Read only (superAdmin): pages of entries; one entry is the page filtered by its id. No export, no writes.
  'audit-log': {
    list: (query) => pageOf(apiClient.GET('/api/admin/audit-log', { params: { query: listParams(query) } }), query.range),
    one: async (id) => {
      const { items } = await pageOf(apiClient.GET('/api/admin/audit-log', { params: { query: listParams({ range: [0, 0], filter: { id: Number(id) } }) } }), [0, 0]);
      if (!items[0]) throw new Error(`No audit log entry ${String(id)}`);
      return items[0];
    },
  },
};

/** What /api/admin calls each resource: its CSV is saved under that name. */
export const apiNameOf = (resource: string): string => (resource === 'teams' ? 'board-members' : resource);
