import { Contact } from '../src/contacts/contact.entity';
import { type Account, loginAs } from './support/accounts';
import { volunteerBody } from './support/content-flows';
import { api, createBloodRequest, createDonation, eventBody } from './support/donor-flows';
import { startTestServer, type TestServer } from './support/test-server';

/** What a moderator coordinates (blood requests, contact messages, volunteers) and what stays with admins. */
describe('a moderator', () => {
  let server: TestServer;
  let moderator: Account;
  let donor: Account;
  let admin: Account;
  const as = (account: Account) => api(server, account.accessToken);

  beforeAll(async () => {
    server = await startTestServer();
    [moderator, donor, admin] = [await loginAs(server, 'moderator'), await loginAs(server, 'user'), await loginAs(server, 'admin')];
  });
  afterAll(() => server.close());

  it("approves, rejects and fulfils another account's request, reads it with its contact fields, and sees its matches", async () => {
    const made = await createBloodRequest(server, donor.accessToken, { name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9988776655', city: 'Pune' });
    expect((await as(moderator).get(`/api/admin/bloodRequests/${made.id}`).expect(200)).body).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9988776655' });
    expect((await as(moderator).put(`/api/blood-requests/${made.id}/reject`, { message: 'Ask again next week.' }).expect(200)).body).toMatchObject({ status: 'Rejected' });
    expect((await as(moderator).put(`/api/blood-requests/${made.id}/approve`).expect(200)).body).toMatchObject({ status: 'Approved' });
    expect(Array.isArray((await as(moderator).get(`/api/admin/bloodRequests/${made.id}/matches`).expect(200)).body)).toBe(true);
    expect((await as(moderator).put(`/api/blood-requests/${made.id}/fulfil`).expect(200)).body).toMatchObject({ status: 'Fulfilled' });
    const listed = (await as(moderator).get('/api/admin/bloodRequests').expect(200)).body as { id: number }[];
    expect(listed.map(({ id }) => id)).toContain(made.id);
  });

  it("deletes no one else's blood request, neither on the admin route nor on the owner's", async () => {
    const made = await createBloodRequest(server, donor.accessToken);
    await as(moderator).delete(`/api/admin/bloodRequests/${made.id}`).expect(403);
    await as(moderator).delete(`/api/blood-requests/${made.id}`).expect(404);
    await as(admin).get(`/api/admin/bloodRequests/${made.id}`).expect(200);
    const own = await createBloodRequest(server, moderator.accessToken);
    await as(moderator).delete(`/api/blood-requests/${own.id}`).expect(200);
  });

  it('reads and replies to contact messages, but deletes none', async () => {
    const { id } = await server.dataSource.getRepository(Contact).save({ name: 'Meera', email: 'meera@example.com', subject: 'Drive', message: 'When?', createdAt: new Date() });
    expect((await as(moderator).get(`/api/admin/contacts/${id}`).expect(200)).body).toMatchObject({ email: 'meera@example.com', message: 'When?' });
    expect((await as(moderator).post(`/api/admin/contacts/${id}/reply`, { message: 'On the 12th.' }).expect(200)).body).toMatchObject({ reply: 'On the 12th.', replyStatus: 'queued' });
    await as(moderator).delete(`/api/admin/contact-us/delete/${id}`).expect(403);
    expect(await server.dataSource.getRepository(Contact).countBy({ id })).toBe(1);
  });

  it('reads volunteer sign-ups, but deletes none', async () => {
    const { id } = (await as(donor).post('/api/volunteers/register', volunteerBody()).expect(201)).body;
    expect((await as(moderator).get(`/api/admin/volunteers/${id}`).expect(200)).body).toMatchObject({ id, email: 'asha@example.com' });
    await as(moderator).delete(`/api/volunteers/${id}`).expect(403);
    await as(moderator).get(`/api/admin/volunteers/${id}`).expect(200);
  });

  it('gets no CSV file of personal data, and nothing of accounts, donations, events, teams or the audit log', async () => {
    for (const resource of ['users', 'bloodRequests', 'donorlist', 'events', 'volunteers', 'contacts', 'board-members']) {
      await as(moderator).get(`/api/admin/${resource}/export.csv`).expect(403);
    }
    for (const path of ['/api/admin/users', '/api/admin/userlist', '/api/admin/donorlist', '/api/donorlist', '/api/admin/events', '/api/admin/board-members', '/api/admin/audit-log']) {
      await as(moderator).get(path).expect(403);
    }
    await as(moderator).post('/api/events', eventBody()).expect(403);
    await as(moderator).put(`/api/admin/users/${donor.id}`, { role: 'moderator' }).expect(403);
  });

  it("sees the dashboard's counts", async () => {
    await createDonation(server, donor.accessToken);
    expect((await as(moderator).get('/api/admin/dashboard').expect(200)).body).toMatchObject({ pendingRequests: expect.any(Number), volunteers: expect.any(Number) });
  });
});
