import { randomUUID } from 'node:crypto';
import { todayIn } from '@blood-donation/domain';
import { api, createDonation } from '../donor-flows';
import type { OperationCases } from './contract-calls';
import type { ConformanceRecords } from './conformance-records';

/** A new hospital on the organisation's list; its name. */
async function newHospital(records: ConformanceRecords): Promise<string> {
  const name = `Hospital ${randomUUID()}`;
  await api(records.server, records.admin.accessToken).post('/api/admin/hospitals', { name, city: 'Pune' }).expect(201);
  return name;
}

/** A donation of today, by the donor; its id. */
async function newDonation(records: ConformanceRecords): Promise<number> {
  return (await createDonation(records.server, records.donor.accessToken, { date: todayIn(records.server.settings.siteTimeZone) })).id;
}

const issuedTo = async (records: ConformanceRecords) => ({ status: 'issued', hospital: await newHospital(records), date: todayIn(records.server.settings.siteTimeZone) });

/** What the gift did (issue 24 point 4): hospitals, a donation's journey, the donor's journeys; and giving a recorded consent. */
export const JOURNEY_CASES: Record<string, OperationCases> = {
  'GET /api/admin/hospitals': { 200: (records) => ({ as: records.admin }) },
  'POST /api/admin/hospitals': {
    201: (records) => ({ as: records.admin, body: { name: `Hospital ${randomUUID()}`, city: 'Pune' } }),
    409: async (records) => ({ as: records.admin, body: { name: (await newHospital(records)).toUpperCase(), city: 'Pune' } }),
  },
  'PUT /api/admin/donations/{id}/journey': {
    200: async (records) => ({ as: records.admin, params: { id: await newDonation(records) }, body: await issuedTo(records) }),
  },
  'GET /api/admin/donations/{id}/journey': {
    200: async (records) => {
      const id = await newDonation(records);
      await api(records.server, records.admin.accessToken).put(`/api/admin/donations/${id}/journey`, await issuedTo(records)).expect(200);
      return { as: records.admin, params: { id } };
    },
  },
  'GET /api/user/journey': { 200: (records) => ({ as: records.donor }) },
  // Main's consents commit added this operation without a case; any branch adding the same key merges to one.
  'PUT /api/user/consents/{purpose}': {
    200: (records) => ({ as: records.donor, params: { purpose: 'donation-journey' } }),
    400: (records) => ({ as: records.donor, params: { purpose: 'matching' } }),
  },
};
