import { DonorAsk } from '../../../src/donor-asks/donor-ask.entity';
import { api, createBloodRequest } from '../donor-flows';
import type { OperationCases } from './contract-calls';
import type { ConformanceRecords } from './conformance-records';

/** A new request of the donor, in Pune, approved or `decision`; its id. */
async function decidedRequest(records: ConformanceRecords, decision: 'approve' | 'reject' = 'approve'): Promise<number> {
  const { id } = await createBloodRequest(records.server, records.donor.accessToken, { city: 'Pune' });
  await api(records.server, records.admin.accessToken).put(`/api/blood-requests/${id}/${decision}`).expect(200);
  return id as number;
}

/** A request the volunteer was asked about (the donor was not: the derived 403). */
async function askedRequest(records: ConformanceRecords, decision: 'approve' | 'reject' = 'approve'): Promise<number> {
  const id = await decidedRequest(records, decision);
  await records.server.dataSource.getRepository(DonorAsk).insert({ bloodRequestId: id, userId: records.volunteer.id, askedAt: new Date(), answer: null, answeredAt: null });
  return id;
}

/** The admin's candidates of a request, and the asks a donor sees and answers. */
export const DONOR_ASK_CASES: Record<string, OperationCases> = {
  'GET /api/admin/approval': { 200: (records) => ({ as: records.admin }) },
  'GET /api/admin/bloodRequests/{id}/matches': { 200: async (records) => ({ as: records.admin, params: { id: await decidedRequest(records) } }) },
  'GET /api/user/asks': { 200: (records) => ({ as: records.volunteer }) },
  'POST /api/blood-requests/{id}/responses': {
    200: async (records) => ({ as: records.volunteer, params: { id: await askedRequest(records) }, body: { answer: 'yes' } }),
    409: async (records) => ({ as: records.volunteer, params: { id: await askedRequest(records, 'reject') }, body: { answer: 'no' } }),
  },
};
