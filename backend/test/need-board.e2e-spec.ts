import { Account } from './support/accounts';
import { api, createBloodRequest, createRequestWithoutCity, startWithAccounts } from './support/donor-flows';
import type { TestServer } from './support/test-server';

describe('GET /api/need-board', () => {
  let server: TestServer;
  let alice: Account, admin: Account;

  beforeAll(async () => {
    ({ server, alice, admin } = await startWithAccounts());
  });
  afterAll(() => server.close());

  const approved = async (overrides: Record<string, unknown>) => {
    const request = await createBloodRequest(server, alice.accessToken, overrides);
    await api(server, admin.accessToken).put(`/api/blood-requests/${request.id}/approve`).expect(200);
    return request;
  };

  it('is an empty list while no approved request names a city', async () => {
    const storedWithoutCity = await createRequestWithoutCity(server, alice.accessToken);
    await api(server, admin.accessToken).put(`/api/blood-requests/${storedWithoutCity}/approve`).expect(200);
    await createBloodRequest(server, alice.accessToken, { city: 'Pune', bloodGroup: 'A+' });
    expect((await api(server).get('/api/need-board').expect(200)).body).toEqual([]);
  });

  it('counts approved requests by blood group and city (case ignored), urgent when any is; no personal data; cacheable', async () => {
    await approved({ city: 'Pune', bloodGroup: 'B+' });
    await approved({ city: 'PUNE', bloodGroup: 'B+', urgent: true, hospital: 'Ruby Hall' });
    await approved({ city: 'pune', bloodGroup: 'O-' });
    await approved({ city: 'Mumbai', bloodGroup: 'B+' });
    const rejected = await createBloodRequest(server, alice.accessToken, { city: 'Mumbai', bloodGroup: 'B+', urgent: true });
    await api(server, admin.accessToken).put(`/api/blood-requests/${rejected.id}/reject`).expect(200);
    await createBloodRequest(server, alice.accessToken, { city: 'Mumbai', bloodGroup: 'B+', urgent: true });

    const response = await api(server).get('/api/need-board').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=240');
    const lines = response.body.map((line: { city: string }) => ({ ...line, city: line.city.toLowerCase() }));
    expect(lines).toEqual([
      { bloodGroup: 'B+', city: 'pune', open: 2, urgent: true },
      { bloodGroup: 'B+', city: 'mumbai', open: 1, urgent: false },
      { bloodGroup: 'O-', city: 'pune', open: 1, urgent: false },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/Ravi|ravi@example\.com|9876543210|Ruby/);
  });

  it('shows an approval made on this server at once (the cached answer ends with the write)', async () => {
    await api(server).get('/api/need-board').expect(200);
    await approved({ city: 'Nagpur', bloodGroup: 'AB-', urgent: true });
    const board = (await api(server).get('/api/need-board').expect(200)).body;
    expect(board).toContainEqual({ bloodGroup: 'AB-', city: 'Nagpur', open: 1, urgent: true });
  });
});
