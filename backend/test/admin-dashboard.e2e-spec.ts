import request from 'supertest';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { Contact } from '../src/contacts/contact.entity';
import { Account, loginAs } from './support/accounts';
import { volunteerBody } from './support/content-flows';
import { api, createBloodRequest, createDonation, createEvent } from './support/donor-flows';
import { startTestServer, TestServer } from './support/test-server';

describe('GET /api/admin/dashboard', () => {
  let server: TestServer;
  let admin: Account;
  const dashboard = async () => (await request(server.url).get('/api/admin/dashboard').auth(admin.accessToken, { type: 'bearer' }).expect(200)).body;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  it('counts zero of everything but the accounts on a new site', async () => {
    expect(await dashboard()).toEqual({ pendingRequests: 0, searchingRequests: 0, fulfilledRequests: 0, donors: 0, users: 2, upcomingEvents: 0, unreadContacts: 0, volunteers: 0 });
  });

  it('counts pending, searching and fulfilled requests, donations, accounts, future events, unanswered contacts and volunteers', async () => {
    const donor = await loginAs(server, 'user');
    const [first] = [await createBloodRequest(server, donor.accessToken), await createBloodRequest(server, donor.accessToken), await createBloodRequest(server, donor.accessToken)];
    const fourth = await createBloodRequest(server, donor.accessToken);
    await server.dataSource.getRepository(BloodRequest).update({ id: first.id }, { status: 'Approved' });
    await server.dataSource.getRepository(BloodRequest).update({ id: fourth.id }, { status: 'Fulfilled' });
    for (let i = 0; i < 4; i += 1) await createDonation(server, i % 2 ? donor.accessToken : admin.accessToken);
    const hour = 3_600_000;
    await createEvent(server, admin.accessToken, { dateTime: new Date(Date.now() + 24 * hour).toISOString() });
    await createEvent(server, admin.accessToken, { dateTime: new Date(Date.now() + 48 * hour).toISOString() });
    await createEvent(server, admin.accessToken, { dateTime: new Date(Date.now() - 24 * hour).toISOString() });
    const contacts = server.dataSource.getRepository(Contact);
    const base = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: new Date() };
    await contacts.insert([base, base, { ...base, reply: 'Thanks', repliedAt: new Date() }]);
    await api(server, donor.accessToken).post('/api/volunteers/register', volunteerBody()).expect(201);
    expect(await dashboard()).toEqual({ pendingRequests: 2, searchingRequests: 1, fulfilledRequests: 1, donors: 4, users: 3, upcomingEvents: 2, unreadContacts: 2, volunteers: 1 });
  });
});
