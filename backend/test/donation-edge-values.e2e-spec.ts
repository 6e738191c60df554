import { DONATION_EDGE_VALUES, donationWithEdgeValue } from '@blood-donation/domain';
import request from 'supertest';
import { Account, loginAs } from './support/accounts';
import { startTestServer, TestServer } from './support/test-server';

/** The API gives, for each value at the edge of a donation rule, what the schema and the admin's Add Donor form give. */
describe('donations at the edges of their rules (API)', () => {
  let server: TestServer;
  let admin: Account;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  // Add Donor posts to POST /api/add, the endpoint of spec section 5.
  it.each(DONATION_EDGE_VALUES.map((edge) => [edge.field, JSON.stringify(edge.value), edge] as const))('%s %s', async (_field, _value, edge) => {
    const response = await request(server.url).post('/api/add').auth(admin.accessToken, { type: 'bearer' }).send(donationWithEdgeValue(edge));
    if (edge.message === null) expect(response.status).toBe(201);
    else expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 400, errors: { [edge.field]: [edge.message] } });
  });
});
