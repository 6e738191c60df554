import { api, bloodRequestBody, createBloodRequest, createEvent, donationBody, eventBody } from '../donor-flows';
import type { OperationCases } from './contract-calls';
import type { ConformanceRecords } from './conformance-records';

const newRequestId = async (records: ConformanceRecords) => (await createBloodRequest(records.server, records.donor.accessToken)).id as number;
/** A request of the donor, moved by the admin (approve) and then by the donor (cancel) as `moves` says. */
async function movedRequestId(records: ConformanceRecords, ...moves: ('approve' | 'cancel')[]): Promise<number> {
  const id = await newRequestId(records);
  for (const move of moves) {
    const who = move === 'approve' ? records.admin : records.donor;
    await api(records.server, who.accessToken).put(`/api/blood-requests/${id}/${move}`).expect(200);
  }
  return id;
}
const newEventId = async (records: ConformanceRecords) => (await createEvent(records.server, records.admin.accessToken)).id as number;

/** Blood requests, donations and events. */
export const DONOR_CASES: Record<string, OperationCases> = {
  'POST /api/blood-requests': { 201: (records) => ({ as: records.donor, body: bloodRequestBody() }) },
  'GET /api/blood-requests': { 200: (records) => ({ as: records.admin }) },
  'GET /api/user-blood-requests': { 200: (records) => ({ as: records.donor }) },
  'DELETE /api/blood-requests/{id}': {
    200: async (records) => ({ as: records.donor, params: { id: await newRequestId(records) } }),
    409: async (records) => {
      const id = await newRequestId(records);
      await api(records.server, records.admin.accessToken).put(`/api/blood-requests/${id}/approve`).expect(200);
      return { as: records.donor, params: { id } };
    },
  },
  'PUT /api/blood-requests/{id}/approve': {
    200: async (records) => ({ as: records.admin, params: { id: await newRequestId(records) }, body: { message: 'Two units reserved.' } }),
    409: async (records) => ({ as: records.admin, params: { id: await movedRequestId(records, 'cancel') } }),
  },
  'PUT /api/blood-requests/{id}/reject': {
    200: async (records) => ({ as: records.admin, params: { id: await newRequestId(records) } }),
    409: async (records) => ({ as: records.admin, params: { id: await movedRequestId(records, 'cancel') }, body: { message: 'No stock.' } }),
  },
  'PUT /api/blood-requests/{id}/fulfil': {
    200: async (records) => ({ as: records.donor, params: { id: await movedRequestId(records, 'approve') } }),
    409: async (records) => ({ as: records.donor, params: { id: await newRequestId(records) } }),
  },
  'PUT /api/blood-requests/{id}/cancel': {
    200: async (records) => ({ as: records.donor, params: { id: await newRequestId(records) } }),
    409: async (records) => ({ as: records.donor, params: { id: await movedRequestId(records, 'cancel') } }),
  },
  'DELETE /api/admin/bloodRequests/{id}': { 200: async (records) => ({ as: records.admin, params: { id: await newRequestId(records) } }) },
  'POST /api/add': {
    201: (records) => ({ as: records.donor, body: donationBody({ event: { id: records.upcomingEventId } }) }),
    409: 'Test servers record donations with REFUSE_EARLY_DONATIONS=false; availability-eligibility.e2e-spec provokes the 409 and checks it against the document.',
  },
  'GET /api/user-donors': { 200: (records) => ({ as: records.donor }) },
  'GET /api/donorlist': { 200: (records) => ({ as: records.admin }) },
  'GET /api/events/all': { 200: () => ({}) },
  'POST /api/events': { 201: (records) => ({ as: records.admin, body: eventBody() }) },
  'PUT /api/events/{id}': { 200: async (records) => ({ as: records.admin, params: { id: await newEventId(records) }, body: eventBody({ name: 'Renamed drive' }) }) },
  'DELETE /api/events/{id}': { 200: async (records) => ({ as: records.admin, params: { id: await newEventId(records) } }) },
};
