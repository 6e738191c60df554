import { addDays } from '@blood-donation/domain';
import request from 'supertest';
import { Contact } from '../src/contacts/contact.entity';
import { Donation } from '../src/donations/donation.entity';
import { BATCH_ROWS } from '../src/lists/list-reader';
import { Account, loginAs } from './support/accounts';
import { createBloodRequest, createDonation } from './support/donor-flows';
import { startTestServer, TestServer } from './support/test-server';

const ROWS = 20_000;

/** The spec's whole-table answers: one JSON array, streamed from the database batch by batch. */
describe('whole-list answers', () => {
  let server: TestServer;
  let admin: Account;
  let donor: Account;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
    donor = await loginAs(server, 'user');
    const donations = server.dataSource.getRepository(Donation);
    const at = new Date(Date.UTC(2025, 0, 1));
    for (let start = 0; start < ROWS; start += 200) {
      const rows = Array.from({ length: 200 }, (_, index) => {
        const n = start + index;
        // Many donations share a day: the batches must continue by id within it.
        const date = addDays('2020-01-01', n % 700);
        return { name: `Donor ${n}`, bloodGroup: 'O+' as const, units: 1, mobile: '9876543210', gender: 'Female' as const, age: 30, city: 'Pune', address: 'Road', date, userId: null, createdAt: at, updatedAt: at };
      });
      await donations.createQueryBuilder().insert().values(rows).callListeners(false).execute();
    }
    // 300 s: 20 000 rows inserted in batches, slow on MariaDB on a busy machine.
  }, 300_000);
  afterAll(() => server.close());

  it(`GET /api/donorlist answers all ${ROWS} donations as one valid JSON array, latest date first, each once`, async () => {
    const response = await request(server.url).get('/api/donorlist').auth(admin.accessToken, { type: 'bearer' }).buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    }).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const rows = JSON.parse(response.body as string) as { id: number; date: string; name: string; event: unknown }[];
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(ROWS);
    const inOrder = rows.every((row, index) => index === 0 || rows[index - 1].date > row.date || (rows[index - 1].date === row.date && rows[index - 1].id > row.id));
    expect(inOrder).toBe(true);
    expect(rows[0]).toMatchObject({ name: expect.stringMatching(/^Donor \d+$/), event: null });
    expect(ROWS).toBeGreaterThan(10 * BATCH_ROWS);
  });

  it('answers a page of the same list with range, and the own lists too, as the screens read them', async () => {
    for (let index = 0; index < 7; index += 1) await createDonation(server, donor.accessToken, { date: `2026-01-${String(index + 1).padStart(2, '0')}` });
    await createBloodRequest(server, donor.accessToken);
    const page = await request(server.url).get('/api/user-donors').query({ range: '[0,4]' }).auth(donor.accessToken, { type: 'bearer' }).expect(200);
    expect(page.headers['content-range']).toBe('donorlist 0-4/7');
    expect((page.body as { date: string }[]).map((row) => row.date)).toEqual(['2026-01-07', '2026-01-06', '2026-01-05', '2026-01-04', '2026-01-03']);
    const whole = await request(server.url).get('/api/user-donors').auth(donor.accessToken, { type: 'bearer' }).expect(200);
    expect(whole.body).toHaveLength(7);
    expect(whole.headers['content-range']).toBeUndefined();
    const requests = await request(server.url).get('/api/user-blood-requests').query({ range: '[0,9]' }).auth(donor.accessToken, { type: 'bearer' }).expect(200);
    expect(requests.headers['content-range']).toBe('bloodRequests 0-0/1');
    await request(server.url).get('/api/user-donors').query({ range: '[5,2]' }).auth(donor.accessToken, { type: 'bearer' }).expect(400);
  });

  it('answers an empty list as []', async () => {
    const response = await request(server.url).get('/api/admin/contact-us/all').auth(admin.accessToken, { type: 'bearer' }).expect(200);
    expect(response.body).toEqual([]);
  });

  it('streams the CSV export too, with every formula-like start defused and line breaks kept inside quotes', async () => {
    const contacts = server.dataSource.getRepository(Contact);
    const createdAt = new Date(Date.UTC(2025, 0, 1));
    const names = ['=1+2', '+SUM(A1)', '-3', '@cmd', '\ttabbed', '\rreturn', 'two\nlines', 'plain'];
    await contacts.insert(names.map((name, index) => ({ name, email: `c${index}@example.com`, subject: 'S', message: 'M', createdAt })));
    const response = await request(server.url).get('/api/admin/contacts/export.csv').query({ sort: '["id","ASC"]' }).auth(admin.accessToken, { type: 'bearer' }).expect(200);
    const cells = response.text.split('\r\n').slice(1, -1).map((line) => line.split(',')[1]);
    expect(cells).toEqual(["'=1+2", "'+SUM(A1)", "'-3", "'@cmd", "'\ttabbed", `"'\rreturn"`, '"two\nlines"', 'plain']);
  });
});
