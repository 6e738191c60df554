import request from 'supertest';
import type { TestServer } from './test-server';

type Body = Record<string, unknown>;

/** A valid Create Event body. */
export const eventBody = (overrides: Body = {}): Body => ({
  name: 'City Blood Drive',
  location: 'Town Hall, Pune',
  dateTime: '2026-11-01T09:30:00.000Z',
  organizer: 'Red Cross Pune',
  description: 'Walk in between 9:30 and 16:00.',
  ...overrides,
});

/** Requests to the test server, with `token` as the bearer token when given. */
export function api(server: TestServer, token?: string) {
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
    let pending = request(server.url)[method](path);
    if (token) pending = pending.auth(token, { type: 'bearer' });
    return body === undefined ? pending : pending.send(body);
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, body?: object) => call('post', path, body),
    put: (path: string, body?: object) => call('put', path, body),
    delete: (path: string) => call('delete', path),
  };
}

async function created(response: request.Response, what: string) {
  if (response.status !== 201) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export const createEvent = async (server: TestServer, adminToken: string, overrides: Body = {}) =>
  created(await api(server, adminToken).post('/api/events', eventBody(overrides)), 'POST /api/events');
