import { loginAs } from '../accounts';
import { api } from '../donor-flows';
import { createDrive, hoursFromNow, session } from '../drive-flows';
import { fullDrive, offered } from '../waitlist-flows';
import type { OperationCases } from './contract-calls';

/** The waitlist endpoints of issue 23 point 4: joining a full drive's waitlist, and the offer links. */
export const WAITLIST_CASES: Record<string, OperationCases> = {
  'GET /api/drives/{id}/waitlist': { 200: async (records) => ({ params: { id: (await fullDrive(records.server, records.admin.accessToken)).id } }) },
  'POST /api/drives/{id}/waitlist': {
    201: async (records) => ({ as: await loginAs(records.server, 'user'), params: { id: (await fullDrive(records.server, records.admin.accessToken)).id }, body: {} }),
    409: async (records) => {
      const id = await createDrive(records.server, records.admin.accessToken, [session(hoursFromNow(48), 2)]);
      return { as: await loginAs(records.server, 'user'), params: { id }, body: {} };
    },
  },
  'DELETE /api/drives/{id}/waitlist': {
    200: async (records) => {
      const { id } = await fullDrive(records.server, records.admin.accessToken);
      const donor = await loginAs(records.server, 'user');
      await api(records.server, donor.accessToken).post(`/api/drives/${id}/waitlist`, {}).expect(201);
      return { as: donor, params: { id } };
    },
  },
  'GET /api/user/waitlist': { 200: async (records) => ({ as: (await offered(records.server, records.admin.accessToken)).donor }) },
  'GET /api/waitlist-offers/{token}': {
    200: async (records) => ({ params: { token: (await offered(records.server, records.admin.accessToken)).token } }),
    410: async () => ({ params: { token: 'no-such-offer' } }),
  },
  'POST /api/waitlist-offers/{token}/accept': {
    201: async (records) => ({ params: { token: (await offered(records.server, records.admin.accessToken)).token } }),
    409: async (records) => {
      const { donor, token } = await offered(records.server, records.admin.accessToken);
      const elsewhere = await createDrive(records.server, records.admin.accessToken, [session(hoursFromNow(72), 1)]);
      await api(records.server, donor.accessToken).post(`/api/drives/${elsewhere}/appointments`, { slotStart: hoursFromNow(72).toISOString() }).expect(201);
      return { params: { token } };
    },
    410: async () => ({ params: { token: 'no-such-offer' } }),
  },
  'POST /api/waitlist-offers/{token}/decline': {
    200: async (records) => ({ params: { token: (await offered(records.server, records.admin.accessToken)).token } }),
    410: async () => ({ params: { token: 'no-such-offer' } }),
  },
};
