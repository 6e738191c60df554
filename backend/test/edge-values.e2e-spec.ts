import { REGISTRATION_EDGE_VALUES, registrationWithEdgeValue } from '@blood-donation/domain';
import request from 'supertest';
import { startTestServer, TestServer } from './support/test-server';

/** The API gives, for each value at the edge of a registration rule, what the schema and the register form give. */
describe('registration at the edges of its rules (API)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(REGISTRATION_EDGE_VALUES.map((edge, index) => [edge.field, JSON.stringify(edge.value).slice(0, 20), edge, index] as const))(
    '%s %s',
    async (_field, _value, edge, index) => {
      const response = await request(server.url)
        .post('/api/user/register')
        .send(registrationWithEdgeValue(edge, `edge-${index}@example.com`));
      if (edge.message === null) expect(response.status).toBe(200);
      else expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 400, errors: { [edge.field]: [edge.message] } });
    },
  );
});
