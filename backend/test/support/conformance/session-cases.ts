import { AccountNotices } from '../../../src/account-notices/account-notices.service';
import { login, loginAs } from '../accounts';
import type { OperationCases } from './contract-calls';

/** The session id (sid) an access token names. */
const sessionOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

/** The account's own login sessions: listing them, ending one other, ending all others. */
export const SESSION_CASES: Record<string, OperationCases> = {
  'GET /api/user/sessions': { 200: (records) => ({ as: records.donor }) },
  // A new account each time, so the donor's other logins stay.
  'DELETE /api/user/sessions': { 200: async (records) => ({ as: await loginAs(records.server, 'user') }) },
  // The link of an account notice email: its token, made as the notice makes it.
  'POST /api/auth/end-sessions': {
    200: async (records) => {
      const { id } = await loginAs(records.server, 'user');
      const link = records.server.app.get(AccountNotices).links.linkFor(id, new Date());
      return { body: { token: decodeURIComponent(new URL(link).searchParams.get('token')!) } };
    },
    400: () => ({ body: { token: 'not-a-link' } }),
  },
  'DELETE /api/user/sessions/{id}': {
    200: async (records) => {
      const account = await loginAs(records.server, 'user');
      const other = await login(records.server, account.email, 'secret1');
      return { as: account, params: { id: sessionOf(other.accessToken) } };
    },
  },
};
