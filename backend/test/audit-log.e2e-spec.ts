import { todayIn } from '@blood-donation/domain';
import request from 'supertest';
import { AccountNotices } from '../src/account-notices/account-notices.service';
import { authenticatorFor } from './support/passkey-flows';
import { MoreThan } from 'typeorm';
import { AuditEntryRecord } from '../src/audit-log/audit-entry.entity';
import { AuditLog } from '../src/audit-log/audit-log';
import { Contact } from '../src/contacts/contact.entity';
import { altchaToken } from './support/captcha';
import { type Account, login, loginAs, register } from './support/accounts';
import { boardMemberBody, PNG_1X1 } from './support/board-member-flows';
import { api, bloodRequestBody, createBloodRequest, eventBody } from './support/donor-flows';
import { SUPER_ADMIN, startTestServer, TestServer } from './support/test-server';

type Expected = Partial<Pick<AuditEntryRecord, 'actorId' | 'actorRole' | 'action' | 'recordType' | 'recordId' | 'fields'>>;

describe('the audit log', () => {
  let server: TestServer;
  let admin: Account;
  let superAdmin: Account;
  /** Every personal value this test sends: none may ever be found in the log. */
  const personal: string[] = [SUPER_ADMIN.email, SUPER_ADMIN.password];
  const entries = () => server.dataSource.getRepository(AuditEntryRecord);
  const lastId = async () => (await entries().find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;
  const as = (account: Account) => api(server, account.accessToken);

  /** Runs `act` and expects it to have written exactly one entry like `expected`. */
  async function expectOneEntry(act: () => Promise<unknown>, expected: Expected): Promise<AuditEntryRecord> {
    const before = await lastId();
    await act();
    const written = await entries().find({ where: { id: MoreThan(before) } });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject(expected);
    return written[0];
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
    superAdmin = await loginAs(server, 'superAdmin');
  });
  afterAll(() => server.close());

  it('records each admin change once: who, what, which record and the names of the fields sent', async () => {
    const actor = { actorId: admin.id, actorRole: 'admin' } as const;
    const donor = await register(server, { username: 'Meera Joshi', mobile: '9123456780' });
    personal.push(donor.email, donor.username, donor.mobile, donor.password);
    const { id: donorId } = (await as(superAdmin).get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: donor.email }))}`)).body[0];
    await expectOneEntry(() => as(admin).put(`/api/admin/users/${donorId}`, { role: 'volunteer' }).expect(200), {
      ...actor, action: 'user.role-change', recordType: 'user', recordId: String(donorId), fields: 'role',
    });
    await expectOneEntry(() => as(admin).delete(`/api/admin/users/${donorId}`).expect(200), { ...actor, action: 'user.delete', recordId: String(donorId), fields: '' });

    const patient = { name: 'Kiran Desai', email: 'kiran.desai@example.com', mobile: '+91 9988776655' };
    personal.push(...Object.values(patient));
    const bloodRequest = await createBloodRequest(server, admin.accessToken, patient);
    await expectOneEntry(() => as(admin).put(`/api/blood-requests/${bloodRequest.id}/approve`, { message: 'Call Kiran Desai' }).expect(200), {
      ...actor, action: 'blood-request.approve', recordType: 'blood-request', recordId: String(bloodRequest.id), fields: 'message',
    });

    const event = await expectOneEntry(() => as(admin).post('/api/events', eventBody()).expect(201), { ...actor, action: 'event.create', recordType: 'event', recordId: null, fields: 'name,location,dateTime,organizer,description' });
    expect(event.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const { id: eventId } = (await as(admin).get('/api/admin/events')).body[0];
    await expectOneEntry(() => as(admin).put(`/api/events/${eventId}`, eventBody({ name: 'Renamed drive' })).expect(200), { action: 'event.update', recordId: String(eventId) });
    await expectOneEntry(() => as(admin).delete(`/api/events/${eventId}`).expect(200), { action: 'event.delete', recordId: String(eventId), fields: '' });

    const sender = { name: 'Farah Khan', email: 'farah.khan@example.com' };
    personal.push(...Object.values(sender));
    const { identifiers } = await server.dataSource.getRepository(Contact).insert({ ...sender, subject: 'Drive', message: 'Hello', createdAt: new Date() });
    const contactId = identifiers[0].id as number;
    await expectOneEntry(() => as(admin).post(`/api/admin/contacts/${contactId}/reply`, { message: 'Thank you Farah Khan' }).expect(200), {
      ...actor, action: 'contact.reply', recordType: 'contact', recordId: String(contactId), fields: 'message',
    });

    personal.push('Priya Nair');
    const member = await expectOneEntry(() => as(admin).post('/api/admin/board-members', boardMemberBody()).expect(201), { action: 'team-member.create', recordType: 'team-member' });
    expect(member.fields.split(',')).toEqual(Object.keys(boardMemberBody()));
    const { _id } = (await as(admin).get('/api/admin/board-members')).body[0];
    await expectOneEntry(() => request(server.url).put(`/api/admin/board-members/${_id}/photo`).auth(admin.accessToken, { type: 'bearer' }).attach('photo', PNG_1X1, 'x.png').expect(200), {
      action: 'team-member.photo-change', recordId: _id, fields: 'photo',
    });
  });

  it('names a record given by email "account", never the email', async () => {
    const donor = await register(server);
    personal.push(donor.email);
    await expectOneEntry(() => as(admin).put(`/api/admin/updateRole/${encodeURIComponent(donor.email)}?newRole=volunteer`).expect(200), { action: 'user.role-change', recordId: 'account', fields: 'newRole' });
  });

  it('records nothing for a donor, a read, or a change that failed', async () => {
    const donor = await loginAs(server, 'user');
    const before = await lastId();
    await createBloodRequest(server, donor.accessToken, bloodRequestBody());
    await as(admin).get('/api/admin/users').expect(200);
    await as(admin).put('/api/events/999999', eventBody()).expect(404);
    expect(await lastId()).toBe(before);
  });

  it('records logins, failed logins (with no one and nothing named), password reset requests, exports, passkey changes and sessions ended by a link', async () => {
    const loggingIn = await loginAs(server, 'user');
    await expectOneEntry(() => login(server, loggingIn.email, loggingIn.password!), { action: 'auth.login', actorId: loggingIn.id, actorRole: 'user', recordId: null, fields: '' });
    // A staff login is two steps: the password (no account named yet: no token was issued), then the second factor.
    const before = await lastId();
    await loginAs(server, 'superAdmin');
    expect(await entries().find({ where: { id: MoreThan(before) }, order: { id: 'ASC' } })).toEqual([
      expect.objectContaining({ action: 'auth.login', actorId: null, actorRole: null }),
      expect.objectContaining({ action: 'auth.login-second-factor', actorId: superAdmin.id, actorRole: 'superAdmin' }),
    ]);
    const attempt = { email: 'nobody.here@example.com', password: 'Wrong-guess-9' };
    personal.push(...Object.values(attempt));
    await expectOneEntry(() => request(server.url).post('/api/auth/login').send(attempt).expect(401), { action: 'auth.login-failed', actorId: null, actorRole: null, recordId: null, fields: '' });
    const captchaToken = await altchaToken(server);
    await expectOneEntry(() => request(server.url).post('/api/auth/forgot-password').send({ email: SUPER_ADMIN.email, captchaToken }).expect(202), {
      action: 'auth.password-reset-request', actorId: null, recordId: null, fields: '',
    });
    await expectOneEntry(() => as(admin).get('/api/admin/users/export.csv').expect(200), { action: 'users.export', recordType: 'users', actorId: admin.id });
    const donor = await loginAs(server, 'user');
    await expectOneEntry(() => as(donor).get('/api/user/export').expect(200), { action: 'user.data-export', recordType: 'user', actorId: donor.id, actorRole: 'user', fields: '' });
    // A donor's passkeys, added, renamed and removed: the fields sent are named, never a credential or its id.
    const authenticator = authenticatorFor(server);
    const options = (await as(donor).post('/api/user/passkeys/options').expect(200)).body;
    const registration = authenticator.register(options);
    personal.push(registration.id);
    await expectOneEntry(() => as(donor).post('/api/user/passkeys', { ...registration, name: 'Phone' }).expect(201), { action: 'passkey.add', recordType: 'passkey', actorId: donor.id, actorRole: 'user', recordId: null });
    const [passkey] = (await as(donor).get('/api/user/passkeys').expect(200)).body as { id: number }[];
    await expectOneEntry(() => as(donor).patch(`/api/user/passkeys/${passkey.id}`, { name: 'Old phone' }).expect(200), { action: 'passkey.rename', recordId: String(passkey.id), actorId: donor.id, fields: 'name' });
    await expectOneEntry(() => as(donor).delete(`/api/user/passkeys/${passkey.id}`).expect(200), { action: 'passkey.remove', recordId: String(passkey.id), actorId: donor.id });
    // The link of an account notice: nobody logged in, and the token is not kept.
    const token = new URL(server.app.get(AccountNotices).links.linkFor(donor.id, new Date())).searchParams.get('token')!;
    personal.push(token);
    await expectOneEntry(() => request(server.url).post('/api/auth/end-sessions').send({ token }).expect(200), { action: 'auth.end-sessions', actorId: null, recordId: null });
  });

  it('holds no personal value sent in any request', async () => {
    const text = JSON.stringify(await entries().find()).toLowerCase();
    for (const value of personal) expect(text).not.toContain(value.toLowerCase());
  });

  it('lets a superAdmin read it, filtered by person, action and dates and paged on the server', async () => {
    const page = (filter: object, range = '[0,1]') =>
      as(superAdmin).get(`/api/admin/audit-log?range=${range}&filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(200);
    const all = await entries().count();
    const first = await page({});
    expect(first.headers['content-range']).toBe(`audit-log 0-1/${all}`);
    expect(first.body[0].id).toBeGreaterThan(first.body[1].id);
    const byAdmin = await entries().countBy({ actorId: admin.id });
    expect((await page({ actorId: admin.id }, '[0,99]')).body).toHaveLength(byAdmin);
    const approvals = await page({ action: 'blood-request.approve' });
    expect(approvals.headers['content-range']).toBe('audit-log 0-0/1');
    expect(approvals.body[0]).toMatchObject({ action: 'blood-request.approve', actorRole: 'admin', fields: ['message'] });
    const today = todayIn('UTC');
    expect((await page({ from: today, to: today })).headers['content-range']).toMatch(new RegExp(`/${all}$`));
    expect((await page({ to: '2000-01-01' })).headers['content-range']).toBe('audit-log */0');
    const wrong = await as(superAdmin).get('/api/admin/audit-log?filter={"from":"soon"}').expect(400);
    expect(JSON.stringify(wrong.body)).toContain('filter.from');
  });

  it('is read by a superAdmin only, and offers no way to change an entry', async () => {
    const moderator = await loginAs(server, 'moderator');
    await as(admin).get('/api/admin/audit-log').expect(403);
    await as(moderator).get('/api/admin/audit-log').expect(403);
    const { id } = (await entries().find({ take: 1 }))[0];
    for (const method of ['put', 'patch', 'delete'] as const) await request(server.url)[method](`/api/admin/audit-log/${id}`).auth(superAdmin.accessToken, { type: 'bearer' }).expect(404);
    const methods = Object.getOwnPropertyNames(AuditLog.prototype).filter((name) => name !== 'constructor');
    expect(methods.sort()).toEqual(['page', 'record']);
  });

  it('never fails the request when an entry cannot be written', async () => {
    await server.dataSource.query('ALTER TABLE audit_log RENAME TO audit_log_away');
    try {
      await as(admin).post('/api/events', eventBody()).expect(201);
    } finally {
      await server.dataSource.query('ALTER TABLE audit_log_away RENAME TO audit_log');
    }
  });

  it("records a moderator's approve, reject and reply with the moderator as the actor", async () => {
    const moderator = await loginAs(server, 'moderator');
    const actor = { actorId: moderator.id, actorRole: 'moderator' } as const;
    const made = await createBloodRequest(server, admin.accessToken);
    await expectOneEntry(() => as(moderator).put(`/api/blood-requests/${made.id}/approve`).expect(200), {
      ...actor, action: 'blood-request.approve', recordType: 'blood-request', recordId: String(made.id), fields: '',
    });
    await expectOneEntry(() => as(moderator).put(`/api/blood-requests/${made.id}/reject`, { message: 'No donor near.' }).expect(200), {
      ...actor, action: 'blood-request.reject', recordId: String(made.id), fields: 'message',
    });
    const { id } = await server.dataSource.getRepository(Contact).save({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: new Date() });
    await expectOneEntry(() => as(moderator).post(`/api/admin/contacts/${id}/reply`, { message: 'Thanks' }).expect(200), {
      ...actor, action: 'contact.reply', recordType: 'contact', recordId: String(id), fields: 'message',
    });
  });

  it("records an admin's fulfil of a request, and a donor's own moves not at all", async () => {
    const donor = await loginAs(server, 'user');
    const made = await createBloodRequest(server, donor.accessToken);
    await as(admin).put(`/api/blood-requests/${made.id}/approve`).expect(200);
    await expectOneEntry(() => as(admin).put(`/api/blood-requests/${made.id}/fulfil`).expect(200), { action: 'blood-request.fulfil', recordType: 'blood-request', recordId: String(made.id), actorId: admin.id });
    const other = await createBloodRequest(server, donor.accessToken);
    const before = await lastId();
    await as(donor).put(`/api/blood-requests/${other.id}/cancel`).expect(200);
    expect(await entries().count({ where: { id: MoreThan(before) } })).toBe(0);
  });
});
