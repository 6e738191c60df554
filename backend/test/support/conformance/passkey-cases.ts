import { MAX_PASSKEYS } from '@blood-donation/domain';
import { PasskeyCredential } from '../../../src/passkeys/passkey.entity';
import { api } from '../donor-flows';
import { register, login } from '../accounts';
import { addPasskey, authenticatorFor, passkeyAssertion } from '../passkey-flows';
import type { ConformanceRecords } from './conformance-records';
import type { OperationCases } from './contract-calls';

/** A registration answer to fresh options of `token`'s account. */
async function registrationBody(records: ConformanceRecords, token: string) {
  const options = (await api(records.server, token).post('/api/user/passkeys/options').expect(200)).body;
  return authenticatorFor(records.server).register(options);
}

/** A passkey of the donor's: its id. */
const donorsPasskey = async (records: ConformanceRecords) => (await addPasskey(records.server, records.donor.accessToken, authenticatorFor(records.server))).id;

/** A login answer of a passkey the donor just added. */
async function loginBody(records: ConformanceRecords, tampering = {}) {
  const authenticator = authenticatorFor(records.server);
  await addPasskey(records.server, records.donor.accessToken, authenticator);
  return passkeyAssertion(records.server, authenticator, tampering);
}

/** Passkeys: the account's own, and the login with one. */
export const PASSKEY_CASES: Record<string, OperationCases> = {
  'POST /api/user/passkeys/options': { 200: (records) => ({ as: records.donor }) },
  'GET /api/user/passkeys': { 200: (records) => ({ as: records.donor }) },
  'POST /api/user/passkeys': {
    201: async (records) => ({ as: records.donor, body: await registrationBody(records, records.donor.accessToken) }),
    // The challenge was never handed out.
    401: async (records) => ({ as: records.donor, body: authenticatorFor(records.server).register({ challenge: 'bm90LWhhbmRlZC1vdXQ', user: { id: 'AAAA' } }) }),
    // An account that holds the most passkeys it may.
    409: async (records) => {
      const { email, password } = await register(records.server);
      const account = await login(records.server, email, password);
      const { id: userId } = (await api(records.server, account.accessToken).get('/api/user/me').expect(200)).body as { id: number };
      await records.server.dataSource.getRepository(PasskeyCredential).insert(
        Array.from({ length: MAX_PASSKEYS }, (_, index) => ({
          userId, credentialId: `conformance-${userId}-${index}`, publicKey: 'AA', counter: 0, transports: [], deviceType: 'singleDevice', backedUp: false, name: `Key ${index}`, createdAt: new Date(), lastUsedAt: null,
        })),
      );
      return { as: { ...account, email, id: userId }, body: await registrationBody(records, account.accessToken) };
    },
  },
  'PATCH /api/user/passkeys/{id}': { 200: async (records) => ({ as: records.donor, params: { id: await donorsPasskey(records) }, body: { name: 'Renamed passkey' } }) },
  'DELETE /api/user/passkeys/{id}': { 200: async (records) => ({ as: records.donor, params: { id: await donorsPasskey(records) } }) },
  'POST /api/auth/passkey/options': { 200: () => ({}) },
  'POST /api/auth/passkey': {
    200: async (records) => ({ body: await loginBody(records) }),
    401: async (records) => ({ body: await loginBody(records, { otherKey: true }) }),
  },
};
