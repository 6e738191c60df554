import { ACCOUNT_NOTICES, END_SESSIONS_TEXTS, KNOWN_DEVICE_DAYS } from '@blood-donation/domain';
import request from 'supertest';
import { loginAs, login, refreshCookieOf, register } from './support/accounts';
import { addPasskey, authenticatorFor } from './support/passkey-flows';
import { TestSmtp, waitFor } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';
import { createDrive, hoursFromNow, session } from './support/drive-flows';

const PUBLIC_URL = 'https://blood.example.org';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LINK = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/end-sessions\\?token=([^\\s]+)`);

/** Issue 25 point 5: the owner is told by email when something that matters happens to the account, with a link that ends every session. */
describe('account notices', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  const noticesTo = (address: string, kind: keyof typeof ACCOUNT_NOTICES) =>
    smtp.received.filter((email) => email.to.includes(address) && email.text.includes(`Subject: ${ACCOUNT_NOTICES[kind].subject}`));
  const arrived = (address: string, kind: keyof typeof ACCOUNT_NOTICES, count = 1) =>
    waitFor(() => noticesTo(address, kind).length === count && noticesTo(address, kind)[count - 1], `the ${kind} notice to ${address}`);
  const linkTokenOf = (text: string) => decodeURIComponent(LINK.exec(text)![1]);
  const deviceCookieOf = (response: request.Response) =>
    ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('loginDevice='))!.split(';')[0];
  const refreshes = (cookie: string) => request(server.url).post('/api/auth/refresh').set('Cookie', cookie);

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('tells of a login from a new device, not of the first login nor of one from a browser that logged in before', async () => {
    const donor = await register(server);
    const first = await request(server.url).post('/api/auth/login').set('User-Agent', PHONE).send({ email: donor.email, password: donor.password }).expect(200);
    const sameBrowser = deviceCookieOf(first);
    await request(server.url).post('/api/auth/login').set('Cookie', sameBrowser).send({ email: donor.email, password: donor.password }).expect(200);
    await request(server.url).post('/api/auth/login').set('User-Agent', PHONE).send({ email: donor.email, password: donor.password }).expect(200);

    const notice = await arrived(donor.email, 'new-device-login');
    expect(notice.text).toContain(ACCOUNT_NOTICES['new-device-login'].lead);
    expect(notice.text).toContain('Device: Chrome on Android');
    expect(notice.text).toContain(`${KNOWN_DEVICE_DAYS} days`);
    expect(notice.text).toMatch(LINK);
    // The first login and the one from the browser that had logged in: no notice for them.
    expect(noticesTo(donor.email, 'new-device-login')).toHaveLength(1);
  });

  it('takes a device cookie made for another account, or a forged one, for a new device', async () => {
    const donor = await register(server);
    const other = await register(server);
    await login(server, donor.email, donor.password);
    const othersCookie = deviceCookieOf((await login(server, other.email, other.password)).response);
    const [id, seconds] = othersCookie.replace('loginDevice=', '').split('.');
    for (const cookie of [othersCookie, `loginDevice=${id}.${seconds}.forged`]) {
      await request(server.url).post('/api/auth/login').set('Cookie', cookie).send({ email: donor.email, password: donor.password }).expect(200);
    }
    await arrived(donor.email, 'new-device-login', 2);
  });

  it('tells of a passkey added and of a password changed, naming the device', async () => {
    const donor = await register(server);
    const { accessToken } = await login(server, donor.email, donor.password);
    await addPasskey(server, accessToken, authenticatorFor(server), 'Phone');
    expect((await arrived(donor.email, 'passkey-added')).text).toContain(ACCOUNT_NOTICES['passkey-added'].lead);

    await request(server.url)
      .post('/api/auth/change-password')
      .auth(accessToken, { type: 'bearer' })
      .set('User-Agent', PHONE)
      .send({ currentPassword: donor.password, password: 'another1', confirmPassword: 'another1' })
      .expect(200);
    expect((await arrived(donor.email, 'password-changed')).text).toContain('Device: Chrome on Android');
  });

  it('tells of a staff role given and taken away, and of drive staff made from a donor', async () => {
    const admin = await loginAs(server, 'superAdmin');
    const donor = await loginAs(server, 'user');
    const put = (role: string) => request(server.url).put(`/api/admin/users/${donor.id}`).auth(admin.accessToken, { type: 'bearer' }).send({ role });
    await put('volunteer').expect(200);
    await put('moderator').expect(200);
    await put('admin').expect(200);
    await put('user').expect(200);
    const granted = await arrived(donor.email, 'staff-role-granted');
    expect(granted.text).not.toContain('Device:');
    await arrived(donor.email, 'staff-role-removed');
    // volunteer and admin to admin: no panel gained or lost, no notice.
    expect(noticesTo(donor.email, 'staff-role-granted')).toHaveLength(1);
    expect(noticesTo(donor.email, 'staff-role-removed')).toHaveLength(1);

    const staff = await loginAs(server, 'user');
    const driveId = await createDrive(server, admin.accessToken, [session(hoursFromNow(48), 2)]);
    await request(server.url).put(`/api/admin/drive-staff/${driveId}`).auth(admin.accessToken, { type: 'bearer' }).send({ userIds: [staff.id] }).expect(200);
    await arrived(staff.email, 'staff-role-granted');
    // Assigned again (already drive staff): nothing new to tell.
    await request(server.url).put(`/api/admin/drive-staff/${driveId}`).auth(admin.accessToken, { type: 'bearer' }).send({ userIds: [staff.id] }).expect(200);
    expect(noticesTo(staff.email, 'staff-role-granted')).toHaveLength(1);
  });

  it("the notice's link ends every session of the account, without logging in; a wrong or changed token is a 400 naming token", async () => {
    const donor = await register(server);
    const phone = await login(server, donor.email, donor.password);
    const laptop = await login(server, donor.email, donor.password);
    const token = linkTokenOf((await arrived(donor.email, 'new-device-login')).text);

    for (const bad of ['', 'nonsense', token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), token.replace(/^\d+/, (id) => String(Number(id) + 1))]) {
      const refused = await request(server.url).post('/api/auth/end-sessions').send({ token: bad }).expect(400);
      expect(refused.body.errors).toEqual({ token: [bad ? END_SESSIONS_TEXTS.linkInvalid : expect.any(String)] });
    }
    await refreshes(phone.cookie).expect(200);

    const ended = await request(server.url).post('/api/auth/end-sessions').send({ token }).expect(200);
    expect(ended.body).toEqual({ message: END_SESSIONS_TEXTS.ended });
    expect(ended.headers['cache-control']).toContain('no-store');
    await request(server.url).get('/api/user/me').auth(laptop.accessToken, { type: 'bearer' }).expect(401);
    for (const session of [phone, laptop]) await refreshes(refreshCookieOf(session.response)!.split(';')[0]).expect(401);
  });
});
