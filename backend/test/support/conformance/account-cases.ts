import { User } from '../../../src/users/user.entity';
import { login, newDonor, register } from '../accounts';
import { altchaToken } from '../captcha';
import { SUPER_ADMIN } from '../test-server';
import type { OperationCases } from './contract-calls';
import type { ConformanceRecords } from './conformance-records';
import { pendingEmailChange, PROFILE_BODY } from '../email-changes';

/** A new donor account: its id, email and password. */
async function newAccount(records: ConformanceRecords) {
  const { email, password } = await register(records.server);
  const { id } = await records.server.dataSource.getRepository(User).findOneByOrFail({ email });
  return { id, email, password };
}

/** Registration, login and sessions, password changes, and the admin's account operations. */
export const ACCOUNT_CASES: Record<string, OperationCases> = {
  'POST /api/user/register': {
    200: () => ({ body: newDonor() }),
    409: (records) => ({ body: newDonor({ email: records.donor.email }) }),
  },
  'GET /api/user/me': { 200: (records) => ({ as: records.donor }) },
  'POST /api/auth/login': {
    200: () => ({ body: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } }),
    401: () => ({ body: { email: SUPER_ADMIN.email, password: 'wrong-password' } }),
  },
  'POST /api/auth/refresh': {
    200: async (records) => ({ cookie: (await login(records.server, records.donor.email, 'secret1')).cookie }),
    401: () => ({ cookie: 'refreshToken=not-a-session' }),
  },
  'POST /api/auth/logout': { 200: async (records) => ({ cookie: (await login(records.server, records.donor.email, 'secret1')).cookie }) },
  'POST /api/auth/forgot-password': {
    202: async (records) => ({ body: { email: records.donor.email, captchaToken: await altchaToken(records.server) } }),
  },
  'POST /api/auth/reset-password': {
    200: async (records) => {
      const { email } = await newAccount(records);
      return { body: { token: await records.resetToken(email), password: 'new-secret1', confirmPassword: 'new-secret1' } };
    },
    400: () => ({ body: { token: 'no-such-token', password: 'new-secret1', confirmPassword: 'new-secret1' } }),
  },
  'POST /api/auth/change-password': {
    200: async (records) => {
      const { email, password } = await newAccount(records);
      const { accessToken } = await login(records.server, email, password);
      return { as: { ...records.donor, accessToken }, body: { currentPassword: password, password: 'new-secret1', confirmPassword: 'new-secret1' } };
    },
  },
  'DELETE /api/user/me': {
    200: async (records) => {
      const { email, password } = await newAccount(records);
      const { accessToken } = await login(records.server, email, password);
      return { as: { ...records.donor, accessToken }, body: { password } };
    },
    400: (records) => ({ as: records.donor, body: { password: 'not-the-password' } }),
    409: (records) => ({ as: records.superAdmin, body: { password: SUPER_ADMIN.password } }),
    // The success call cannot be repeated (its token dies with the account): wrong passwords until the limit.
    429: (records) => ({ as: records.donor, body: { password: 'not-the-password' } }),
  },
  'PUT /api/user/me': {
    200: async (records) => {
      const { email, password } = await newAccount(records);
      return { as: { ...records.donor, accessToken: (await login(records.server, email, password)).accessToken }, body: PROFILE_BODY };
    },
  },
  'POST /api/user/me/email': {
    200: async (records) => {
      const { email, password } = await newAccount(records);
      return { as: { ...records.donor, accessToken: (await login(records.server, email, password)).accessToken }, body: { newEmail: newDonor().email, password } };
    },
    409: (records) => ({ as: records.donor, body: { newEmail: records.superAdmin.email, password: 'secret1' } }),
  },
  'POST /api/user/me/email/confirm': {
    200: async (records) => ({ body: { token: await pendingEmailChange(records.server) } }),
    409: async (records) => ({ body: { token: await pendingEmailChange(records.server, records.donor.email) } }),
    410: () => ({ body: { token: 'no-such-token' } }),
  },
  'GET /api/admin/userlist': { 200: (records) => ({ as: records.admin }) },
  'PUT /api/admin/users/{id}': {
    200: async (records) => ({ as: records.admin, params: { id: (await newAccount(records)).id }, body: { role: 'volunteer' } }),
    409: (records) => ({ as: records.superAdmin, params: { id: records.superAdmin.id }, body: { role: 'admin' } }),
  },
  'DELETE /api/admin/users/{id}': {
    200: async (records) => ({ as: records.admin, params: { id: (await newAccount(records)).id } }),
    409: (records) => ({ as: records.superAdmin, params: { id: records.superAdmin.id } }),
  },
  'PUT /api/admin/updateRole/{email}': {
    200: async (records) => ({ as: records.admin, params: { email: (await newAccount(records)).email }, query: { newRole: 'moderator' } }),
    400: (records) => ({ as: records.admin, params: { email: records.donor.email }, query: { newRole: 'king' } }),
    409: (records) => ({ as: records.superAdmin, params: { email: SUPER_ADMIN.email }, query: { newRole: 'admin' } }),
  },
  'DELETE /api/user/{email}': {
    200: async (records) => ({ as: records.admin, params: { email: (await newAccount(records)).email } }),
    409: (records) => ({ as: records.superAdmin, params: { email: SUPER_ADMIN.email } }),
  },
};
