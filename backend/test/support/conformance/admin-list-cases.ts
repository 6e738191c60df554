import { volunteerBody } from '../content-flows';
import { api, createBloodRequest, createDonation } from '../donor-flows';
import type { OperationCases } from './contract-calls';
import type { ConformanceRecords } from './conformance-records';

type RecordId = (records: ConformanceRecords) => number | string | Promise<number | string>;

/** The three operations every admin list has: a page, the CSV export and one record (`id` names one). */
function adminList(resource: string, id: RecordId): Record<string, OperationCases> {
  return {
    [`GET /api/admin/${resource}`]: { 200: (records) => ({ as: records.admin, query: { range: '[0,24]' } }) },
    [`GET /api/admin/${resource}/export.csv`]: { 200: (records) => ({ as: records.admin }) },
    [`GET /api/admin/${resource}/{id}`]: { 200: async (records) => ({ as: records.admin, params: { id: await id(records) } }) },
  };
}

/** The admin lists (one user record: the volunteer's account). */
export const ADMIN_LIST_CASES: Record<string, OperationCases> = {
  ...adminList('users', (records) => records.volunteer.id),
  ...adminList('bloodRequests', async (records) => (await createBloodRequest(records.server, records.donor.accessToken)).id),
  ...adminList('donorlist', async (records) => (await createDonation(records.server, records.donor.accessToken, { event: { id: records.upcomingEventId } })).id),
  ...adminList('events', (records) => records.upcomingEventId),
  ...adminList('volunteers', async (records) => (await api(records.server, records.donor.accessToken).post('/api/volunteers/register', volunteerBody()).expect(201)).body.id),
  ...adminList('contacts', (records) => records.contactIds.replied),
  ...adminList('board-members', (records) => records.boardMemberIds.withPhoto),
  // The audit log is read only, by a superAdmin: no export, nothing that changes an entry (one entry: react-admin-cases.ts).
  'GET /api/admin/audit-log': { 200: (records) => ({ as: records.superAdmin, query: { range: '[0,24]', filter: '{"action":"auth.login"}' } }) },
};
