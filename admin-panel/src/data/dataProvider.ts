import { apiClient, type ApprovalEffects, type DonationJourney, type DonationJourneyBody, type Hospital, type BoardMemberRecord, type DashboardCharts, type DashboardCounts, dataOf, type DonorMatch, type ListQuery } from '@blood-donation/domain';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { deleteDrive, type DriveSessionText, putDrive } from './driveCalls';
import { apiNameOf, type ExportQuery, type RepliedContactRecord, RESOURCE_ROUTES, type ResourceRoutes, type TeamMemberRecord } from './resourceRoutes';

/** A list's CSV as the server wrote it, and the file name to save it under. */
export interface CsvExport {
  data: Blob;
  fileName: string;
}

/** The calls the panel's screens make beyond react-admin's CRUD. */
export interface AdminExtraMethods {
  replyToContact(id: Identifier, message: string): Promise<{ data: RepliedContactRecord }>;
  retryContactReply(id: Identifier): Promise<{ data: RepliedContactRecord }>;
  uploadTeamPhoto(id: Identifier, photo: File): Promise<{ data: TeamMemberRecord }>;
  deleteTeamPhoto(id: Identifier): Promise<{ data: TeamMemberRecord }>;
  approveBloodRequest(id: Identifier): Promise<{ data: unknown }>;
  /** Rejects with the reason the requester is shown (the request's message). */
  rejectBloodRequest(id: Identifier, reason: string): Promise<{ data: unknown }>;
  fulfilBloodRequest(id: Identifier): Promise<{ data: unknown }>;
  getDashboardCounts(): Promise<{ data: Partial<DashboardCounts> }>;
  /** The dashboard's charts: next 14 days' bookings against capacity, last 12 months' donations by blood group. */
  getDashboardCharts(): Promise<{ data: DashboardCharts }>;
  /** What approving a request sets off (how many donors are asked at once), said before approving. */
  getApprovalEffects(): Promise<{ data: ApprovalEffects }>;
  getBloodRequestMatches(id: Identifier): Promise<{ data: DonorMatch[] }>;
  exportCsv(resource: string, query: { sort?: GetListParams['sort']; filter?: ListQuery['filter'] }): Promise<CsvExport>;
  /** An event's drive sessions saved (null: a plain event again); `confirm` accepts cancelling booked appointments. */
  saveDrive(eventId: Identifier, sessions: DriveSessionText[] | null, confirm?: boolean): Promise<{ data: unknown }>;
  /** A drive's appointments as the server's CSV (time, name, blood group, status). */
  exportDriveAppointments(eventId: Identifier): Promise<CsvExport>;
  /** Records (or corrects) what became of a donation: PUT /api/admin/donations/{id}/journey. */
  recordDonationJourney(id: Identifier, body: DonationJourneyBody): Promise<{ data: DonationJourney }>;
  /** The organisation's hospitals, by name (every one: a journey names one). */
  getHospitals(): Promise<{ data: Hospital[] }>;
  /**
   * A superAdmin resets another account's second factors: POST /api/admin/users/{id}/2fa/reset (after 'Confirm it
   * is you' when the server asks). Answers the server's `{ message }`.
   */
  resetTwoFactor(id: Identifier): Promise<{ data: { message: string } }>;
}

/** The panel's one data provider: react-admin's CRUD plus the calls its screens make beyond it. */
export type AdminDataProvider = DataProvider & AdminExtraMethods;

function routesOf(resource: string): ResourceRoutes {
  const routes = RESOURCE_ROUTES[resource];
  if (!routes) throw new Error(`No API routes for the resource '${resource}'`);
  return routes;
}

/** A board member's _id is its record id; every other record has its own id. */
function asRecord(resource: string, record: object): RaRecord {
  return (resource === 'teams' ? { ...record, id: (record as BoardMemberRecord)._id } : record) as RaRecord;
}
const withMemberId = (member: BoardMemberRecord): TeamMemberRecord => ({ ...member, id: member._id });

function writer<Method extends 'create' | 'update' | 'remove'>(resource: string, method: Method): NonNullable<ResourceRoutes[Method]> {
  const call = routesOf(resource)[method];
  if (!call) throw new Error(`The resource '${resource}' has no ${method} endpoint`);
  return call as NonNullable<ResourceRoutes[Method]>;
}

const sortOf = (sort: GetListParams['sort']): ExportQuery['sort'] => (sort?.field ? [sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC'] : undefined);
const idOf = (id: Identifier) => ({ path: { id: Number(id) } });
const memberIdOf = (id: Identifier) => ({ path: { id: String(id) } });

/**
 * Every call goes through domain's typed API client (one session refresh path; failures reject with ApiError, whose
 * status react-admin's checkError reads). Lists answer a page and its total from Content-Range.
 */
export const dataProvider: AdminDataProvider = {
  async getList(resource, { pagination, sort, filter }) {
    const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
    const range = [(page - 1) * perPage, page * perPage - 1] as const;
    const { items, total } = await routesOf(resource).list({ range, sort: sortOf(sort), filter });
    return { data: items.map((item) => asRecord(resource, item)) as never, total };
  },
  async getOne(resource, { id }) {
    return { data: asRecord(resource, await routesOf(resource).one(id)) as never };
  },
  async getMany(resource, { ids }) {
    return { data: (await Promise.all(ids.map(async (id) => asRecord(resource, await routesOf(resource).one(id))))) as never };
  },
  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    return dataProvider.getList(resource, { pagination, sort, filter: { ...filter, [target]: id } });
  },
  async create(resource, { data }) {
    const created = await writer(resource, 'create')(data as Record<string, unknown>);
    return { data: asRecord(resource, { ...(resource === 'donorlist' ? data : {}), ...created }) as never };
  },
  async update(resource, { id, data }) {
    return { data: asRecord(resource, await writer(resource, 'update')(id, data as Record<string, unknown>)) as never };
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => writer(resource, 'update')(id, data as Record<string, unknown>)));
    return { data: ids };
  },
  async delete(resource, { id, previousData }) {
    const message = await writer(resource, 'remove')(id);
    return { data: (previousData ?? { id }) as never, meta: { message } };
  },
  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => writer(resource, 'remove')(id)));
    return { data: ids };
  },

  replyToContact: async (id, message) => ({ data: await dataOf(apiClient.POST('/api/admin/contacts/{id}/reply', { params: idOf(id), body: { message } })) }),
  retryContactReply: async (id) => ({ data: await dataOf(apiClient.POST('/api/admin/contacts/{id}/reply/retry', { params: idOf(id) })) }),
  async uploadTeamPhoto(id, photo) {
    const form = new FormData();
    form.append('photo', photo);
    // Sent as it is: the browser writes the multipart body and its boundary.
    const member = await dataOf(apiClient.PUT('/api/admin/board-members/{id}/photo', { params: memberIdOf(id), body: form as never }));
    return { data: withMemberId(member) };
  },
  deleteTeamPhoto: async (id) => ({ data: withMemberId(await dataOf(apiClient.DELETE('/api/admin/board-members/{id}/photo', { params: memberIdOf(id) }))) }),
  approveBloodRequest: async (id) => ({ data: await dataOf(apiClient.PUT('/api/blood-requests/{id}/approve', { params: idOf(id) })) }),
  rejectBloodRequest: async (id, reason) => ({ data: await dataOf(apiClient.PUT('/api/blood-requests/{id}/reject', { params: idOf(id), body: { message: reason } })) }),
  fulfilBloodRequest: async (id) => ({ data: await dataOf(apiClient.PUT('/api/blood-requests/{id}/fulfil', { params: idOf(id) })) }),
  getDashboardCounts: async () => ({ data: await dataOf(apiClient.GET('/api/admin/dashboard')) }),
  getDashboardCharts: async () => ({ data: await dataOf(apiClient.GET('/api/admin/dashboard/charts')) }),
  getApprovalEffects: async () => ({ data: await dataOf(apiClient.GET('/api/admin/approval')) }),
  getBloodRequestMatches: async (id) => ({ data: await dataOf(apiClient.GET('/api/admin/bloodRequests/{id}/matches', { params: idOf(id) })) }),
  saveDrive: async (eventId, sessions, confirm = false) => ({
    data: await (sessions ? putDrive(Number(eventId), sessions, confirm) : deleteDrive(Number(eventId), confirm)),
  }),
  async exportCsv(resource, { sort, filter }) {
    const exportCsv = routesOf(resource).exportCsv;
    if (!exportCsv) throw new Error(`The resource '${resource}' has no CSV export`);
    const data = await exportCsv({ sort: sortOf(sort), filter });
    return { data, fileName: `${apiNameOf(resource)}.csv` };
  },
  async exportDriveAppointments(eventId) {
    const data = await dataOf(
      apiClient.GET('/api/admin/events/{id}/appointments/export.csv', { params: { path: { id: Number(eventId) } }, parseAs: 'blob', headers: { Accept: 'text/csv' } }),
    );
    return { data: data as unknown as Blob, fileName: `drive-${eventId}-appointments.csv` };
  },
  async recordDonationJourney(id, body) {
    return { data: await dataOf(apiClient.PUT('/api/admin/donations/{id}/journey', { params: idOf(id), body })) };
  },
  async getHospitals() {
    return { data: await dataOf(apiClient.GET('/api/admin/hospitals')) };
  },
  resetTwoFactor: async (id) => ({ data: await dataOf(apiClient.POST('/api/admin/users/{id}/2fa/reset', { params: idOf(id) })) }),
};
