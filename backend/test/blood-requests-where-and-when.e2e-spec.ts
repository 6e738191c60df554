import { DONOR_FORM_MESSAGES as M, addDays, todayIn } from '@blood-donation/domain';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { BATCH_ROWS } from '../src/lists/list-reader';
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

  describe('the admin list sorted by urgent, city and neededBy, and its CSV', () => {
    const query = (parameters: Record<string, unknown>) =>
      Object.entries(parameters)
        .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&');
    const names = async (sort: [string, string], filter: object = { q: 'sortcheck' }) =>
      ((await api(server, admin.accessToken).get(`/api/admin/bloodRequests?${query({ sort, filter, range: [0, 99] })}`).expect(200)).body as { name: string }[]).map(
        ({ name }) => name,
      );
    // One word in every name, so that `q` keeps to these four whatever the other tests made.
    const made = [
      { name: 'Sortcheck Calm', city: 'Bhopal', neededBy: dayFromToday(9) },
      { name: 'Sortcheck Urgent', city: 'Agra', neededBy: dayFromToday(5), urgent: true },
      { name: 'Sortcheck Undated', city: 'Cuttack' },
    ];

    beforeAll(async () => {
      for (const fields of made) await createBloodRequest(server, alice.accessToken, fields);
      await createRequestWithoutCity(server, alice.accessToken, { name: 'Sortcheck Old' });
    });

    it('puts urgent requests first in one sort, then the others, then those without a city', async () => {
      expect(await names(['urgent', 'DESC'])).toEqual(['Sortcheck Urgent', 'Sortcheck Undated', 'Sortcheck Calm', 'Sortcheck Old']);
      expect(await names(['urgent', 'ASC'])).toEqual(['Sortcheck Old', 'Sortcheck Calm', 'Sortcheck Undated', 'Sortcheck Urgent']);
      // The same order when the filter is more than a search (the page is read through the sort's index).
      expect(await names(['urgent', 'DESC'], { q: 'sortcheck', status: 'Pending' })).toEqual(['Sortcheck Urgent', 'Sortcheck Undated', 'Sortcheck Calm', 'Sortcheck Old']);
    });

    it('sorts by city and by neededBy, requests without one first ascending', async () => {
      expect(await names(['city', 'ASC'])).toEqual(['Sortcheck Old', 'Sortcheck Urgent', 'Sortcheck Calm', 'Sortcheck Undated']);
      expect(await names(['city', 'DESC'], { q: 'sortcheck', status: 'Pending' })).toEqual(['Sortcheck Undated', 'Sortcheck Calm', 'Sortcheck Urgent', 'Sortcheck Old']);
      expect(await names(['neededBy', 'ASC'])).toEqual(['Sortcheck Undated', 'Sortcheck Old', 'Sortcheck Urgent', 'Sortcheck Calm']);
      expect(await names(['neededBy', 'DESC'])).toEqual(['Sortcheck Calm', 'Sortcheck Urgent', 'Sortcheck Old', 'Sortcheck Undated']);
    });

    it('exports city, hospital, neededBy and urgent, empty for a request without a city', async () => {
      const text = (await api(server, admin.accessToken).get(`/api/admin/bloodRequests/export.csv?${query({ sort: ['name', 'ASC'], filter: { q: 'sortcheck' } })}`).expect(200)).text;
      const [header, ...rows] = text.split('\r\n').slice(0, -1);
      const columns = header.split(',');
      expect(columns.slice(columns.indexOf('disease') + 1, columns.indexOf('status'))).toEqual(['city', 'hospital', 'neededBy', 'urgent']);
      const cells = rows.map((row) => {
        const values = row.split(',');
        return [values[1], ...values.slice(columns.indexOf('city'), columns.indexOf('status'))];
      });
      expect(cells).toEqual([
        ['Sortcheck Calm', 'Bhopal', '', made[0].neededBy, 'false'],
        ['Sortcheck Old', '', '', '', ''],
        ['Sortcheck Undated', 'Cuttack', '', '', 'false'],
        ['Sortcheck Urgent', 'Agra', '', made[1].neededBy, 'true'],
      ]);
    });

    it('exports the whole table urgent first, each request once, across its batches', async () => {
      const seeds = Array.from({ length: BATCH_ROWS + 20 }, (_, index) => ({
        ...bloodRequestBody({ name: `Batch ${index}` }),
        disease: '',
        status: 'Pending' as const,
        message: null,
        userId: alice.id,
        ...(index % 3 === 2 ? { city: null, urgent: null } : { city: 'Jaipur', urgent: index % 3 === 0 }),
      }));
      await server.dataSource.getRepository(BloodRequest).insert(seeds as object[]);
      const text = (await api(server, admin.accessToken).get(`/api/admin/bloodRequests/export.csv?${query({ sort: ['urgent', 'DESC'] })}`).expect(200)).text;
      const [header, ...rows] = text.split('\r\n').slice(0, -1);
      const [id, urgent] = ['id', 'urgent'].map((column) => header.split(',').indexOf(column));
      // Only values without a comma in these seeds' rows and the ones before: each row splits into its cells.
      const cells = rows.map((row) => row.split(','));
      const rank = { true: 0, false: 1, '': 2 } as Record<string, number>;
      const ranks = cells.map((row) => rank[row[urgent]]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const ids = cells.map((row) => row[id]);
      expect(new Set(ids).size).toBe(ids.length);
      const total = Number((await api(server, admin.accessToken).get('/api/admin/bloodRequests').expect(200)).headers['content-range'].split('/')[1]);
      expect(ids).toHaveLength(total);
    });
  });
});
