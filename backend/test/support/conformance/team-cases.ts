import { type Account, loginAs } from '../accounts';
import { api } from '../donor-flows';
import type { TestServer } from '../test-server';
import type { OperationCases } from './contract-calls';

/** A new donor's new team: the owner, its slug and join code. */
async function team(server: TestServer): Promise<{ owner: Account; slug: string; joinCode: string }> {
  const owner = await loginAs(server, 'user');
  const { slug, joinCode } = (await api(server, owner.accessToken).post('/api/teams', { name: 'Conformance team', kind: 'college' }).expect(201)).body;
  return { owner, slug, joinCode };
}

/** A new team and a new donor who joined it. */
async function joined(server: TestServer) {
  const made = await team(server);
  const member = await loginAs(server, 'user');
  await api(server, member.accessToken).post('/api/teams/join', { joinCode: made.joinCode }).expect(201);
  return { ...made, member };
}

/** Teams (issue 24 point 5). */
export const TEAM_CASES: Record<string, OperationCases> = {
  'GET /api/teams': { 200: async () => ({}) },
  'POST /api/teams': { 201: async (records) => ({ as: records.donor, body: { name: 'Conformance crew', kind: 'workplace' } }) },
  'POST /api/teams/join': {
    201: async (records) => ({ as: await loginAs(records.server, 'user'), body: { joinCode: (await team(records.server)).joinCode } }),
    409: async (records) => {
      const { owner, joinCode } = await team(records.server);
      return { as: owner, body: { joinCode } };
    },
  },
  'GET /api/teams/{slug}': { 200: async (records) => ({ params: { slug: (await team(records.server)).slug } }) },
  'GET /api/user/teams': { 200: async (records) => ({ as: (await team(records.server)).owner }) },
  'PUT /api/teams/{slug}/members/me': {
    200: async (records) => {
      const { member, slug } = await joined(records.server);
      return { as: member, params: { slug }, body: { shown: true } };
    },
    400: async (records) => {
      const { member, slug } = await joined(records.server);
      return { as: member, params: { slug }, body: { shown: 'yes' } };
    },
  },
  'DELETE /api/teams/{slug}/members/me': {
    200: async (records) => {
      const { member, slug } = await joined(records.server);
      return { as: member, params: { slug } };
    },
  },
  'DELETE /api/teams/{slug}/members/{userId}': {
    200: async (records) => {
      const { owner, member, slug } = await joined(records.server);
      return { as: owner, params: { slug, userId: member.id } };
    },
    400: async (records) => {
      const { owner, slug } = await joined(records.server);
      return { as: owner, params: { slug, userId: 'abc' } };
    },
    409: async (records) => {
      const { owner, slug } = await joined(records.server);
      return { as: owner, params: { slug, userId: owner.id } };
    },
  },
};
