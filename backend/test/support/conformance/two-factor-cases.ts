import { RefreshSession } from '../../../src/auth/refresh-session.entity';
import { api } from '../donor-flows';
import { type Account, login, register } from '../accounts';
import { addPasskey, authenticatorFor, passkeyAssertion } from '../passkey-flows';
import { enrolTotp, loginWithCode, passwordStep, totpCode } from '../two-factor-flows';
import type { ConformanceRecords } from './conformance-records';
import type { OperationCases } from './contract-calls';

/** A new donor, logged in with the password only: the account (a call's `as`) and its password. */
async function newDonor(records: ConformanceRecords): Promise<{ as: Account; password: string }> {
  const { email, password } = await register(records.server);
  const session = await login(records.server, email, password);
  const { id } = (await api(records.server, session.accessToken).get('/api/user/me').expect(200)).body as { id: number };
  return { as: { ...session, email, id }, password };
}

/** A new donor with an authenticator app, logged in with the password before setting it up (no second factor yet). */
async function donorWithApp(records: ConformanceRecords) {
  const donor = await newDonor(records);
  return { ...donor, ...(await enrolTotp(records.server, donor.as.accessToken)) };
}

/** A new donor whose authenticator app is being set up: the account and the app's secret. */
async function donorSettingUp(records: ConformanceRecords) {
  const { as } = await newDonor(records);
  const { secret } = (await api(records.server, as.accessToken).post('/api/user/2fa/totp').expect(201)).body as { secret: string };
  return { as, secret };
}

/** A code of the app that is not right now (ten minutes ahead). */
const wrongCode = (secret: string) => totpCode(secret, 600);

/** Two-factor (issue 25): the authenticator app, its recovery codes, the login's second step and the step-up. */
export const TWO_FACTOR_CASES: Record<string, OperationCases> = {
  'GET /api/user/2fa': { 200: (records) => ({ as: records.donor }) },
  'POST /api/user/2fa/totp': {
    201: async (records) => ({ as: (await newDonor(records)).as }),
    409: async (records) => ({ as: (await donorWithApp(records)).as }),
  },
  'POST /api/user/2fa/totp/confirm': {
    200: async (records) => {
      const { as, secret } = await donorSettingUp(records);
      return { as, body: { code: totpCode(secret) } };
    },
    400: async (records) => {
      const { as, secret } = await donorSettingUp(records);
      return { as, body: { code: wrongCode(secret) } };
    },
    404: async (records) => ({ as: (await newDonor(records)).as, body: { code: '123456' } }),
    409: async (records) => {
      const { as, secret } = await donorWithApp(records);
      return { as, body: { code: totpCode(secret, 30) } };
    },
  },
  'DELETE /api/user/2fa/totp': {
    // A login finished with the app's code counts as a step-up.
    200: async (records) => {
      const { as, password, secret } = await donorWithApp(records);
      return { as: { ...as, ...(await loginWithCode(records.server, as.email, password, totpCode(secret, 30))) } };
    },
    // Its one check (setting the app up) was longer ago than STEP_UP_MINUTES.
    401: async (records) => {
      const { as } = await donorWithApp(records);
      await records.server.dataSource.getRepository(RefreshSession).update({ userId: as.id }, { secondFactorAt: new Date(Date.now() - 11 * 60_000) });
      return { as };
    },
    // A passkey login (a step-up too) of an account without an app.
    404: async (records) => {
      const { as } = await newDonor(records);
      const authenticator = authenticatorFor(records.server);
      await addPasskey(records.server, as.accessToken, authenticator);
      const { accessToken } = (await api(records.server).post('/api/auth/passkey').send(await passkeyAssertion(records.server, authenticator)).expect(200)).body as { accessToken: string };
      return { as: { ...as, accessToken } };
    },
  },
  'POST /api/auth/login/second-factor': {
    200: async (records) => {
      const { as, password, secret } = await donorWithApp(records);
      return { body: { challengeToken: await passwordStep(records.server, as.email, password), code: totpCode(secret, 30) } };
    },
    400: async (records) => {
      const { as, password, secret } = await donorWithApp(records);
      return { body: { challengeToken: await passwordStep(records.server, as.email, password), code: wrongCode(secret) } };
    },
    401: () => ({ body: { challengeToken: 'not.a.challenge', code: '123456' } }),
  },
  'POST /api/admin/users/{id}/2fa/reset': {
    200: async (records) => ({ as: records.superAdmin, params: { id: (await newDonor(records)).as.id } }),
  },
  'POST /api/auth/step-up': {
    200: async (records) => {
      const { as, secret } = await donorWithApp(records);
      return { as, body: { code: totpCode(secret, 30) } };
    },
    400: async (records) => {
      const { as, secret } = await donorWithApp(records);
      return { as, body: { code: wrongCode(secret) } };
    },
  },
};
