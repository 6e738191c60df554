import { api } from '../donor-flows';
import { pushSubscriptionBody } from '../push-flows';
import type { OperationCases } from './contract-calls';

/** Web Push: the VAPID public key and a donor's devices with notifications on. */
export const PUSH_CASES: Record<string, OperationCases> = {
  'GET /api/push/public-key': { 200: () => ({}) },
  'GET /api/user/push-subscriptions': { 200: (records) => ({ as: records.donor }) },
  'POST /api/user/push-subscriptions': {
    201: (records) => ({ as: records.donor, body: pushSubscriptionBody() }),
    400: (records) => ({ as: records.donor, body: { ...pushSubscriptionBody(), endpoint: 'http://push.example.org/send/1' } }),
  },
  'DELETE /api/user/push-subscriptions/{id}': {
    200: async (records) => {
      const { id } = (await api(records.server, records.donor.accessToken).post('/api/user/push-subscriptions', pushSubscriptionBody()).expect(201)).body as { id: number };
      return { as: records.donor, params: { id } };
    },
    404: (records) => ({ as: records.donor, params: { id: 999_999 } }),
  },
};
