import { BLOOD_GROUPS, type BloodRequestStatus } from '@blood-donation/domain';
import request from 'supertest';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { BLOOD_REQUEST_MESSAGES } from '../src/blood-requests/blood-requests.messages';
import { Donation } from '../src/donations/donation.entity';
import { DONATION_MESSAGES } from '../src/donations/donations.messages';
import { Account, loginAs } from './support/accounts';
import { createEvent } from './support/donor-flows';
import { startTestServer, TestServer } from './support/test-server';

const two = (n: number) => String(n).padStart(2, '0');

describe('admin lists of blood requests and donations', () => {
  let server: TestServer;
  let admin: Account;
  let donor: Account;
  let eventId: number;
  const get = (path: string, query: Record<string, string> = {}) => request(server.url).get(path).query(query).auth(admin.accessToken, { type: 'bearer' });

  /** The statuses the seeds take turns in: ten requests each (the closed statuses have tests of their own). */
  const SEED_STATUSES: readonly BloodRequestStatus[] = ['Pending', 'Approved', 'Rejected'];

  const REQUESTS = Array.from({ length: 30 }, (_, index) => {
    const n = index + 1;
    return {
      name: `Patient ${two(n)}`,
      email: `p${two(n)}@example.com`,
      bloodGroup: BLOOD_GROUPS[n % BLOOD_GROUPS.length],
      units: (n % 5) + 1,
      mobile: `98765432${two(n)}`,
      gender: 'Male' as const,
      age: 30 + n,
      disease: '',
      status: SEED_STATUSES[n % SEED_STATUSES.length],
      message: null,
      userId: null,
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
      updatedAt: new Date(Date.UTC(2025, 6, 1) - n * 60_000),
    };
  });

  const DONATIONS = Array.from({ length: 24 }, (_, index) => {
    const n = index + 1;
    return {
      name: `Donor ${two(n)}`,
      bloodGroup: BLOOD_GROUPS[n % BLOOD_GROUPS.length],
      units: (n % 3) + 1,
      mobile: '9876543210',
      gender: 'Female' as const,
      age: 18 + n,
      city: `City ${two(25 - n)}`,
      address: 'Somewhere',
      date: `2025-03-${two(n)}`,
    };
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
    donor = await loginAs(server, 'user');
    eventId = (await createEvent(server, admin.accessToken)).id;
    const requests = server.dataSource.getRepository(BloodRequest);
    // Without the listeners, which would stamp createdAt and updatedAt with the present.
    await requests.createQueryBuilder().insert().values(REQUESTS).callListeners(false).execute();
    const donations = server.dataSource.getRepository(Donation);
    for (const [index, seed] of DONATIONS.entries()) {
      await donations.save(donations.create({ ...seed, userId: index % 2 === 0 ? donor.id : null, event: index === 0 ? { id: eventId } : null }));
    }
  });
  afterAll(() => server.close());

  describe('GET /api/admin/bloodRequests', () => {
    const list = (query: Record<string, string> = {}) => get('/api/admin/bloodRequests', query);
    const names = (body: { name: string }[]) => body.map((row) => row.name);

    it('answers the ten newest with Content-Range, as the record objects', async () => {
      const response = await list().expect(200);
      expect(response.headers['content-range']).toBe('bloodRequests 0-9/30');
      expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(names(response.body)).toEqual(REQUESTS.slice(-10).reverse().map((seed) => seed.name));
      const all = await get('/api/blood-requests').expect(200);
      const byId = new Map((all.body as { id: number }[]).map((row) => [row.id, row]));
      for (const row of response.body as { id: number }[]) expect(row).toEqual(byId.get(row.id));
    });

    it('answers the asked range, the real end of a short page and * for an empty one', async () => {
      const page = await list({ range: '[25,40]' }).expect(200);
      expect(page.headers['content-range']).toBe('bloodRequests 25-29/30');
      expect(page.body).toHaveLength(5);
      expect((await list({ range: '[30,39]' }).expect(200)).headers['content-range']).toBe('bloodRequests */30');
    });

    it('sorts by name, units, status and updatedAt', async () => {
      expect(names((await list({ sort: '["name","ASC"]', range: '[0,1]' }).expect(200)).body)).toEqual(['Patient 01', 'Patient 02']);
      expect(names((await list({ sort: '["name","DESC"]', range: '[0,1]' }).expect(200)).body)).toEqual(['Patient 30', 'Patient 29']);
      const units = (await list({ sort: '["units","DESC"]', range: '[0,99]' }).expect(200)).body as { units: number; id: number }[];
      expect(units.map((row) => row.units)).toEqual([...units.map((row) => row.units)].sort((a, b) => b - a));
      const byStatus = (order: string) => list({ sort: JSON.stringify(['status', order]), range: '[0,99]' }).expect(200);
      const ascending = (await byStatus('ASC')).body as { id: number; status: string }[];
      expect(ascending.map((row) => row.status).slice(0, 10)).toEqual(Array(10).fill('Approved'));
      expect(((await byStatus('DESC')).body as { id: number }[]).map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
      expect(names((await list({ sort: '["updatedAt","ASC"]', range: '[0,1]' }).expect(200)).body)).toEqual(['Patient 30', 'Patient 29']);
    });

    it('filters by q in name, blood group or mobile, case-insensitively', async () => {
      const byName = await list({ filter: '{"q":"PATIENT 1"}', sort: '["name","ASC"]' }).expect(200);
      expect(names(byName.body)).toEqual(REQUESTS.filter((seed) => seed.name.startsWith('Patient 1')).map((seed) => seed.name));
      const abPlus = REQUESTS.filter((seed) => seed.bloodGroup === 'AB+');
      const byGroup = await list({ filter: '{"q":"ab+"}', range: '[0,99]' }).expect(200);
      expect(byGroup.headers['content-range']).toBe(`bloodRequests 0-${abPlus.length - 1}/${abPlus.length}`);
      expect(names((await list({ filter: '{"q":"9876543207"}' }).expect(200)).body)).toEqual(['Patient 07']);
      expect((await list({ filter: '{"q":"%"}' }).expect(200)).headers['content-range']).toBe('bloodRequests */0');
    });

    it('filters by status, also with q', async () => {
      const pending = REQUESTS.filter((seed) => seed.status === 'Pending');
      const response = await list({ filter: '{"status":"Pending"}', range: '[0,99]' }).expect(200);
      expect(response.headers['content-range']).toBe(`bloodRequests 0-${pending.length - 1}/${pending.length}`);
      expect((response.body as { status: string }[]).every((row) => row.status === 'Pending')).toBe(true);
      const both = REQUESTS.filter((seed) => seed.status === 'Approved' && seed.name.startsWith('Patient 2'));
      expect(names((await list({ filter: '{"status":"Approved","q":"patient 2"}', sort: '["id","ASC"]' }).expect(200)).body)).toEqual(both.map((seed) => seed.name));
    });

    it.each([
      ['range', '[3,1]'],
      ['sort', '["email","ASC"]'],
      ['sort', '["name","sideways"]'],
      ['filter', '{"bloodGroup":"A+"}'],
      ['filter', '{"status":"Done"}'],
      ['filter', '{"q":["a"]}'],
    ])('rejects %s=%s with a 400 naming it', async (parameter, value) => {
      expect(Object.keys((await list({ [parameter]: value }).expect(400)).body.errors)).toEqual([parameter]);
    });

    it('answers one request and deletes any, whatever its status; 404 for an unknown id', async () => {
      const [approved] = (await list({ filter: '{"status":"Approved"}', range: '[0,0]' }).expect(200)).body as { id: number }[];
      expect((await get(`/api/admin/bloodRequests/${approved.id}`).expect(200)).body).toMatchObject({ id: approved.id, status: 'Approved' });
      const removed = await request(server.url).delete(`/api/admin/bloodRequests/${approved.id}`).auth(admin.accessToken, { type: 'bearer' }).expect(200);
      expect(removed.body).toEqual({ message: BLOOD_REQUEST_MESSAGES.deleted });
      expect((await get(`/api/admin/bloodRequests/${approved.id}`).expect(404)).body.message).toBe(BLOOD_REQUEST_MESSAGES.notFound);
      await request(server.url).delete(`/api/admin/bloodRequests/${approved.id}`).auth(admin.accessToken, { type: 'bearer' }).expect(404);
      await get('/api/admin/bloodRequests/abc').expect(400);
      await request(server.url).delete(`/api/admin/bloodRequests/${approved.id}`).auth(donor.accessToken, { type: 'bearer' }).expect(403);
    });
  });

  describe('GET /api/admin/donorlist', () => {
    const list = (query: Record<string, string> = {}) => get('/api/admin/donorlist', query);
    const names = (body: { name: string }[]) => body.map((row) => row.name);

    it('answers the ten latest dates with Content-Range, each with the email of its account (null for walk-ins) and when its donor may give again', async () => {
      const response = await list().expect(200);
      expect(response.headers['content-range']).toBe(`donorlist 0-9/${DONATIONS.length}`);
      expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(names(response.body)).toEqual(DONATIONS.slice(-10).reverse().map((seed) => seed.name));
      const first = (await list({ sort: '["date","ASC"]', range: '[0,1]' }).expect(200)).body;
      expect(first[0]).toMatchObject({ name: 'Donor 01', email: donor.email, event: { id: eventId } });
      expect(first[0]).not.toHaveProperty('user');
      expect(first[0]).not.toHaveProperty('userId');
      expect(first[1]).toMatchObject({ name: 'Donor 02', email: null, event: null });
      const all = await get('/api/donorlist').expect(200);
      const byId = new Map((all.body as { id: number }[]).map((row) => [row.id, row]));
      for (const row of response.body as { id: number; email: string | null; nextEligibleDate: string | null }[]) {
        const { email, nextEligibleDate, ...rest } = row;
        expect(rest).toEqual(byId.get(row.id));
        expect(email === null || email === donor.email).toBe(true);
        // Donations of March 2025: every donor may give today.
        expect(nextEligibleDate).toBeNull();
      }
    });

    it('pages and sorts by name, age, city, units and bloodGroup', async () => {
      const page = await list({ range: '[20,29]', sort: '["name","ASC"]' }).expect(200);
      expect(page.headers['content-range']).toBe(`donorlist 20-23/${DONATIONS.length}`);
      expect(names(page.body)).toEqual(['Donor 21', 'Donor 22', 'Donor 23', 'Donor 24']);
      expect(names((await list({ sort: '["age","DESC"]', range: '[0,0]' }).expect(200)).body)).toEqual(['Donor 24']);
      expect(names((await list({ sort: '["city","ASC"]', range: '[0,0]' }).expect(200)).body)).toEqual(['Donor 24']);
      const units = ((await list({ sort: '["units","ASC"]', range: '[0,99]' }).expect(200)).body as { units: number }[]).map((row) => row.units);
      expect(units).toEqual([...units].sort((a, b) => a - b));
      // The order of '+' and '-' is the database collation's; DESC is exactly ASC reversed (the id tie-breaker too).
      const byGroup = async (order: string) => ((await list({ sort: JSON.stringify(['bloodGroup', order]), range: '[0,99]' }).expect(200)).body as { id: number; bloodGroup: string }[]);
      const ascending = await byGroup('ASC');
      expect(ascending.slice(0, 3).map((row) => row.bloodGroup)).toEqual(Array(3).fill(ascending[0].bloodGroup));
      expect(ascending[0].bloodGroup.startsWith('A')).toBe(true);
      expect((await byGroup('DESC')).map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
    });

    it('filters by q in the name and by bloodGroup', async () => {
      const byName = await list({ filter: '{"q":"donor 1"}', sort: '["id","ASC"]' }).expect(200);
      expect(names(byName.body)).toEqual(DONATIONS.filter((seed) => seed.name.startsWith('Donor 1')).map((seed) => seed.name));
      const oMinus = DONATIONS.filter((seed) => seed.bloodGroup === 'O-');
      const byGroup = await list({ filter: '{"bloodGroup":"O-"}', range: '[0,99]' }).expect(200);
      expect(byGroup.headers['content-range']).toBe(`donorlist 0-${oMinus.length - 1}/${oMinus.length}`);
      expect(names((await list({ filter: '{"q":"city"}' }).expect(200)).body)).toEqual([]);
    });

    it.each([
      ['range', '[0,-1]'],
      ['sort', '["mobile","ASC"]'],
      ['filter', '{"city":"Pune"}'],
      ['filter', '{"bloodGroup":"Z"}'],
    ])('rejects %s=%s with a 400 naming it', async (parameter, value) => {
      expect(Object.keys((await list({ [parameter]: value }).expect(400)).body.errors)).toEqual([parameter]);
    });

    it('answers one donation with its email, 404 for an unknown id', async () => {
      const [first] = (await list({ sort: '["date","ASC"]', range: '[0,0]' }).expect(200)).body as { id: number }[];
      expect((await get(`/api/admin/donorlist/${first.id}`).expect(200)).body).toMatchObject({ id: first.id, name: 'Donor 01', email: donor.email });
      expect((await get('/api/admin/donorlist/999999').expect(404)).body.message).toBe(DONATION_MESSAGES.notFound);
    });
  });
});
