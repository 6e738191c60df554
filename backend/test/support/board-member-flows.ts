import request from 'supertest';
import type { TestServer } from './test-server';

/** A 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A valid board member body. */
export const boardMemberBody = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Priya Nair',
  description: 'Leads the open-source team.',
  linkedin_url: 'https://www.linkedin.com/in/priya',
  twitter_url: null,
  github_url: 'https://github.com/priya',
  teams: ['open-source', 'design'],
  ...overrides,
});

/** Creates a board member as an admin; answers its record. */
export async function createBoardMember(server: TestServer, adminToken: string, overrides: Record<string, unknown> = {}) {
  const response = await request(server.url).post('/api/admin/board-members').auth(adminToken, { type: 'bearer' }).send(boardMemberBody(overrides)).expect(201);
  return response.body as { _id: string; photoUrl: string | null };
}
