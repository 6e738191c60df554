import { DONOR_FORM_MESSAGES as M, addDays, todayIn } from '@blood-donation/domain';
import { Account } from './support/accounts';
import { api, bloodRequestBody, createBloodRequest, createRequestWithoutCity, startWithAccounts } from './support/donor-flows';
import type { TestServer } from './support/test-server';

/** The calendar day `days` from today (UTC), 'YYYY-MM-DD'. */
const dayFromToday = (days: number) => addDays(todayIn('UTC'), days);

describe('blood requests: where and how soon', () => {
  let server: TestServer;
  let alice: Account, admin: Account;
  const post = (body: object) => api(server, alice.accessToken).post('/api/blood-requests', body);

  beforeAll(async () => {
    ({ server, alice, admin } = await startWithAccounts());
  });
  afterAll(() => server.close());

  it('keeps city, hospital, neededBy and urgent, and reads them back in every list', async () => {
    const neededBy = dayFromToday(3);
    const request = await createBloodRequest(server, alice.accessToken, { city: ' Pune ', hospital: ' Ruby Hall ', neededBy, urgent: true });
    expect(request).toMatchObject({ city: 'Pune', hospital: 'Ruby Hall', neededBy, urgent: true, status: 'Pending' });
    const own = (await api(server, alice.accessToken).get('/api/user-blood-requests').expect(200)).body;
    expect(own.find((row: { id: number }) => row.id === request.id)).toEqual(request);
    const all = (await api(server, admin.accessToken).get('/api/blood-requests').expect(200)).body;
    expect(all.find((row: { id: number }) => row.id === request.id)).toEqual(request);
    expect((await api(server, admin.accessToken).get(`/api/admin/bloodRequests/${request.id}`).expect(200)).body).toEqual(request);
    const approved = (await api(server, admin.accessToken).put(`/api/blood-requests/${request.id}/approve`).expect(200)).body;
    expect(approved).toMatchObject({ city: 'Pune', hospital: 'Ruby Hall', neededBy, urgent: true, status: 'Approved' });
  });

  it('takes urgent as false and hospital and neededBy as null when only the city is given', async () => {
    expect(await createBloodRequest(server, alice.accessToken, { city: 'Pune' })).toMatchObject({ city: 'Pune', hospital: null, neededBy: null, urgent: false });
  });

  it('reads a request stored before cities were asked as before: none of the four fields', async () => {
    const id = await createRequestWithoutCity(server, alice.accessToken);
    const request = (await api(server, alice.accessToken).get('/api/user-blood-requests').expect(200)).body.find((row: { id: number }) => row.id === id);
    expect(request).toMatchObject({ id, status: 'Pending' });
    for (const field of ['city', 'hospital', 'neededBy', 'urgent']) expect(request).not.toHaveProperty(field);
  });

  it('refuses a new request without a city, as the form does', async () => {
    expect((await post(bloodRequestBody({ city: undefined })).expect(400)).body.errors).toEqual({ city: [M.cityRequired] });
  });

  it.each([
    [{ urgent: true, city: null }, { city: [M.cityRequired] }],
    [{ hospital: 'Ruby Hall', city: '  ' }, { city: [M.cityRequired] }],
    [{ city: 'x'.repeat(101) }, { city: [M.cityMax] }],
    [{ city: 'Pune', hospital: 'x'.repeat(101) }, { hospital: [M.hospitalMax] }],
    [{ city: 'Pune', neededBy: '2026-02-30' }, { neededBy: [M.neededByInvalid] }],
    [{ city: 'Pune', neededBy: dayFromToday(-2) }, { neededBy: [M.neededByPast] }],
    [{ city: 'Pune', urgent: 'yes' }, { urgent: [M.urgentInvalid] }],
  ])('refuses %p', async (fields, errors) => {
    expect((await post(bloodRequestBody(fields)).expect(400)).body.errors).toEqual(errors);
  });

  it('takes today as neededBy', async () => {
    await post(bloodRequestBody({ city: 'Pune', neededBy: dayFromToday(0) })).expect(201);
  });

  it('lets the admin list filter by city (case ignored) and urgent', async () => {
    const urgent = await createBloodRequest(server, alice.accessToken, { city: 'Nashik', urgent: true });
    const calm = await createBloodRequest(server, alice.accessToken, { city: 'NASHIK' });
    const list = async (filter: object) =>
      ((await api(server, admin.accessToken).get(`/api/admin/bloodRequests?filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(200)).body as { id: number }[]).map(({ id }) => id);
    expect(await list({ city: 'nashik ' })).toEqual([calm.id, urgent.id]);
    expect(await list({ city: 'Nashik', urgent: true })).toEqual([urgent.id]);
    expect(await list({ city: 'Nashik', urgent: false })).toEqual([calm.id]);
    const wrong = await api(server, admin.accessToken).get(`/api/admin/bloodRequests?filter=${encodeURIComponent('{"urgent":"maybe"}')}`).expect(400);
    expect(wrong.body.errors).toEqual({ filter: ['filter.urgent must be true or false'] });
  });
});
