import { ACCOUNT_NOTICES, type Role, STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED } from '@blood-donation/domain';
import request from 'supertest';
import { AuditEntryRecord as AuditEntry } from '../src/audit-log/audit-entry.entity';
import { RefreshSession } from '../src/auth/refresh-session.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { User } from '../src/users/user.entity';
import { type Account, login, loginAs, refreshCookieOf, register, setRole, staffPasskeyOf } from './support/accounts';
import { createDrive, hoursFromNow, session } from './support/drive-flows';
import { serverWithOperatorCommands } from './support/operator-command';
import { passkeyAssertion } from './support/passkey-flows';
import type { TestServer } from './support/test-server';
import { enrolTotp, loginWithCode, totpCode } from './support/two-factor-flows';

/** Issue 25, points 2, 3, 6 and 7: staff accounts must have a second factor, and prove it before dangerous actions. */
describe('two-factor for staff', () => {
  let commands: Awaited<ReturnType<typeof serverWithOperatorCommands>>;
  let server: TestServer;
  let chief: Account;

  const as = (token: string) => ({
    get: (url: string) => request(server.url).get(url).auth(token, { type: 'bearer' }),
    put: (url: string, body?: object) => request(server.url).put(url).auth(token, { type: 'bearer' }).send(body),
    post: (url: string, body?: object) => request(server.url).post(url).auth(token, { type: 'bearer' }).send(body),
    del: (url: string) => request(server.url).delete(url).auth(token, { type: 'bearer' }),
  });
  const passwordLogin = (email: string, password: string) => request(server.url).post('/api/auth/login').send({ email, password }).expect(200);
  const refresh = (cookie: string) => request(server.url).post('/api/auth/refresh').set('Cookie', cookie).expect(200);
  /** A new account given `role` directly in the database (no session ended), and its password. */
  const accountWithRole = async (role: Role) => {
    const donor = await register(server);
    await setRole(server, donor.email, role);
    return donor;
  };
  /** Ages the account's last second-factor check to `minutes` ago (STEP_UP_MINUTES is 10). */
  const checkedMinutesAgo = (userId: number, minutes: number) =>
    server.dataSource.getRepository(RefreshSession).update({ userId }, { secondFactorAt: new Date(Date.now() - minutes * 60_000) });
  const stepUpWithPasskey = async (account: Account) =>
    as(account.accessToken).post('/api/auth/step-up', { passkey: await passkeyAssertion(server, staffPasskeyOf(server, account.email)!) }).expect(200);
  const subjectsTo = async (email: string) => (await server.dataSource.getRepository(OutboxEmail).findBy({ to: email })).map(({ subject }) => subject);

  beforeAll(async () => {
    commands = await serverWithOperatorCommands();
    server = commands.server;
    chief = await loginAs(server, 'superAdmin');
  });
  afterAll(() => commands.close());

  it.each([
    ['driveStaff', '/api/drive-desk/drives'],
    ['moderator', '/api/admin/bloodRequests'],
    ['admin', '/api/admin/users'],
    ['superAdmin', '/api/admin/audit-log'],
  ] as const)('lets a %s without a second factor set one up and nothing else, then opens the panel in that session', async (role, staffUrl) => {
    const account = await accountWithRole(role);
    const answer = await passwordLogin(account.email, account.password);
    expect(answer.body).toMatchObject({ accessToken: expect.any(String), enrolmentRequired: true });
    const cookie = refreshCookieOf(answer)!.split(';')[0];
    const api = as(answer.body.accessToken);

    await api.get('/api/user/me').expect(200);
    await api.get('/api/user/2fa').expect(200);
    await api.get('/api/user/passkeys').expect(200);
    for (const refused of [await api.get(staffUrl), await api.get('/api/user/sessions'), await api.get('/api/user/donor-card')]) {
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 403,
        body: expect.objectContaining({ statusCode: 403, message: TWO_FACTOR_MESSAGES.required, errorCode: TWO_FACTOR_REQUIRED }),
      });
    }
    const refreshed = await refresh(cookie);
    expect(refreshed.body.enrolmentRequired).toBe(true);

    // The authenticator app's first code proves the factor in this session: the panel opens without a new login.
    const { secret } = await enrolTotp(server, refreshed.body.accessToken);
    await as(refreshed.body.accessToken).get(staffUrl).expect(200);
    expect((await refresh(refreshCookieOf(refreshed)!.split(';')[0])).body).not.toHaveProperty('enrolmentRequired');
    // The next login asks for it.
    const next = await passwordLogin(account.email, account.password);
    expect(next.body).toMatchObject({ secondFactorRequired: true, methods: ['totp', 'recovery'] });
    expect(next.body).not.toHaveProperty('accessToken');
    const finished = await loginWithCode(server, account.email, account.password, totpCode(secret, 30));
    await as(finished.accessToken).get(staffUrl).expect(200);
  });

  it("answers a donor's login without enrolmentRequired, and lets a donor without a second factor do everything a donor does", async () => {
    const donor = await register(server);
    const answer = await passwordLogin(donor.email, donor.password);
    expect(answer.body).not.toHaveProperty('enrolmentRequired');
    await as(answer.body.accessToken).get('/api/user/sessions').expect(200);
  });

  it('still asks a staff account for its second factor after its password was reset', async () => {
    const admin = await loginAs(server, 'admin');
    const { code, stdout } = await commands.run('admin:reset-password', admin.email);
    expect(code).toBe(0);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(stdout)![1];
    await request(server.url).post('/api/auth/reset-password').send({ token, password: 'new-secret1', confirmPassword: 'new-secret1' }).expect(200);
    const answer = await passwordLogin(admin.email, 'new-secret1');
    expect(answer.body).toMatchObject({ secondFactorRequired: true, methods: ['passkey'] });
    expect(answer.body).not.toHaveProperty('accessToken');
  });

  it('asks for a recent second-factor check before a role change, a deletion, a CSV export and reading the audit log; nothing changes without it', async () => {
    const donor = await loginAs(server, 'user');
    const other = await loginAs(server, 'user');
    const dangerous = [
      () => as(chief.accessToken).put(`/api/admin/users/${donor.id}`, { role: 'volunteer' }),
      () => as(chief.accessToken).put(`/api/admin/updateRole/${donor.email}?newRole=volunteer`),
      () => as(chief.accessToken).get('/api/admin/users/export.csv'),
      () => as(chief.accessToken).get('/api/admin/audit-log'),
      () => as(chief.accessToken).del(`/api/admin/users/${other.id}`),
      () => as(chief.accessToken).del(`/api/user/${donor.email}`),
    ];
    await checkedMinutesAgo(chief.id, 11);
    for (const action of dangerous) {
      const refused = await action();
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 401,
        body: expect.objectContaining({ statusCode: 401, errorCode: STEP_UP_REQUIRED, message: TWO_FACTOR_MESSAGES.stepUpRequired }),
      });
    }
    const users = server.dataSource.getRepository(User);
    expect((await users.findBy([{ id: donor.id }, { id: other.id }])).map(({ role }) => role)).toEqual(['user', 'user']);
    // A check nine minutes ago still counts; a step-up opens them all again.
    await checkedMinutesAgo(chief.id, 9);
    await dangerous[2]().expect(200);
    await checkedMinutesAgo(chief.id, 11);
    await stepUpWithPasskey(chief);
    for (const action of dangerous) {
      const done = await action();
      expect({ status: done.status, body: done.status === 200 ? null : done.body }).toEqual({ status: 200, body: null });
    }
    expect(await users.countBy([{ id: donor.id }, { id: other.id }])).toBe(0);
  });

  it("lets a superAdmin reset another account's second factors: removed, sessions ended, owner told, audited; the next login enrols again", async () => {
    const admin = await loginAs(server, 'admin');
    const { secret } = await enrolTotp(server, admin.accessToken);
    const reset = () => as(chief.accessToken).post(`/api/admin/users/${admin.id}/2fa/reset`);

    await checkedMinutesAgo(chief.id, 11);
    expect((await reset().expect(401)).body.errorCode).toBe(STEP_UP_REQUIRED);
    await stepUpWithPasskey(chief);
    expect((await as(admin.accessToken).post(`/api/admin/users/${chief.id}/2fa/reset`).expect(403)).body.message).not.toBe(TWO_FACTOR_MESSAGES.reset);
    expect((await as(chief.accessToken).post(`/api/admin/users/${chief.id}/2fa/reset`).expect(403)).body.message).toBe(TWO_FACTOR_MESSAGES.resetOwn);
    await as(chief.accessToken).post('/api/admin/users/999999/2fa/reset').expect(404);

    expect((await reset().expect(200)).body).toEqual({ message: TWO_FACTOR_MESSAGES.reset });
    await as(admin.accessToken).get('/api/user/me').expect(401);
    await request(server.url).post('/api/auth/refresh').set('Cookie', admin.cookie).expect(401);
    expect(await subjectsTo(admin.email)).toContain(ACCOUNT_NOTICES['two-factor-reset'].subject);
    expect(await server.dataSource.getRepository(AuditEntry).findBy({ action: 'two-factor.reset' })).toEqual([
      expect.objectContaining({ actorId: chief.id, recordType: 'user', recordId: String(admin.id) }),
    ]);
    const next = await passwordLogin(admin.email, admin.password!);
    expect(next.body).toMatchObject({ enrolmentRequired: true });
    expect((await as(next.body.accessToken).get('/api/user/2fa').expect(200)).body).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0 });
    expect(totpCode(secret)).toMatch(/^\d{6}$/);
  });

  it('npm run admin:reset-2fa resets the second factors of a locked-out superAdmin from the server', async () => {
    const locked = await loginAs(server, 'user');
    await setRole(server, locked.email, 'superAdmin');
    const enrolled = await login(server, locked.email, locked.password!);
    expect((await commands.run('admin:reset-2fa', locked.email.toUpperCase())).code).toBe(0);
    await as(enrolled.accessToken).get('/api/user/me').expect(401);
    expect((await passwordLogin(locked.email, locked.password!)).body).toMatchObject({ enrolmentRequired: true });
    expect(await commands.run('admin:reset-2fa', 'nobody-here@example.com')).toEqual({ code: 1, stdout: '', stderr: 'No account has the email nobody-here@example.com.\n' });
    expect(await commands.run('admin:reset-2fa')).toMatchObject({ code: 2, stderr: 'Usage: npm run admin:reset-2fa -- <email>\n' });
  });

  it("ends a donor's sessions when they become a drive's staff: their next login sets up a second factor", async () => {
    const donor = await loginAs(server, 'user');
    const driveId = await createDrive(server, chief.accessToken, [session(hoursFromNow(48), 2)]);
    await as(chief.accessToken).put(`/api/admin/drive-staff/${driveId}`, { userIds: [donor.id] }).expect(200);
    await as(donor.accessToken).get('/api/user/me').expect(401);
    expect((await passwordLogin(donor.email, donor.password!)).body).toMatchObject({ enrolmentRequired: true });
  });
});
