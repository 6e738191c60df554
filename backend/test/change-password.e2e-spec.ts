import { REGISTRATION_MESSAGES } from '@blood-donation/domain';
import request from 'supertest';
import { PASSWORD_CHANGE_MESSAGES as M } from '../src/password-reset/password-reset.messages';
import { login, register } from './support/accounts';
import { CapturedLog } from './support/captured-log';
import { startTestServer, type TestServer } from './support/test-server';

describe('POST /api/auth/change-password', () => {
  let server: TestServer;
  const log = new CapturedLog();

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'info' }, undefined, log);
  });
  afterAll(() => server.close());

  const change = (token: string | null, body: object) => {
    const pending = request(server.url).post('/api/auth/change-password');
    return (token ? pending.auth(token, { type: 'bearer' }) : pending).send(body);
  };
  const me = (token: string) => request(server.url).get('/api/user/me').auth(token, { type: 'bearer' });

  it('sets the new password and ends every other session at once, keeping this one', async () => {
    const donor = await register(server);
    const here = await login(server, donor.email, donor.password);
    const elsewhere = await login(server, donor.email, donor.password);

    const answer = await change(here.accessToken, { currentPassword: donor.password, password: 'brand-new-1', confirmPassword: 'brand-new-1' }).expect(200);
    expect(answer.body).toEqual({ message: M.changed });
    expect(answer.headers['cache-control']).toBe('no-store');

    await me(here.accessToken).expect(200);
    await me(elsewhere.accessToken).expect(401);
    await request(server.url).post('/api/auth/refresh').set('Cookie', elsewhere.cookie).expect(401);
    await request(server.url).post('/api/auth/refresh').set('Cookie', here.cookie).expect(200);
    await request(server.url).post('/api/auth/login').send({ email: donor.email, password: donor.password }).expect(401);
    await request(server.url).post('/api/auth/login').send({ email: donor.email, password: 'brand-new-1' }).expect(200);

    expect(log.text).not.toContain('brand-new-1');
    expect(log.text).not.toContain(donor.password);
    expect(log.text).not.toContain(donor.email);
    expect(log.text).not.toContain('$argon2');
  });

  it('leaves no other session alive when one of them refreshes during the change, and nothing waits on a lock', async () => {
    // The change and the refresh lock the same rows (the account, the session); neither may wait out the lock
    // timeout (503): whichever runs first, the refreshed session is ended with the others.
    for (let round = 0; round < 4; round += 1) {
      const donor = await register(server);
      const here = await login(server, donor.email, donor.password);
      const elsewhere = await login(server, donor.email, donor.password);
      const [changed, refreshed] = await Promise.all([
        change(here.accessToken, { currentPassword: donor.password, password: 'brand-new-1', confirmPassword: 'brand-new-1' }),
        request(server.url).post('/api/auth/refresh').set('Cookie', elsewhere.cookie),
      ]);
      expect(changed.status).toBe(200);
      expect([200, 401]).toContain(refreshed.status);
      if (refreshed.status === 200) await me(refreshed.body.accessToken).expect(401);
      await me(elsewhere.accessToken).expect(401);
      await me(here.accessToken).expect(200);
    }
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const donor = await register(server);
    const { accessToken } = await login(server, donor.email, donor.password);
    const other = await login(server, donor.email, donor.password);
    const answer = await change(accessToken, { currentPassword: 'not-it-1', password: 'brand-new-1', confirmPassword: 'brand-new-1' }).expect(400);
    expect(answer.body).toMatchObject({ statusCode: 400, message: M.currentWrong });
    await me(other.accessToken).expect(200);
    await request(server.url).post('/api/auth/login').send({ email: donor.email, password: donor.password }).expect(200);
  });

  it.each([
    [{ password: 'brand-new-1', confirmPassword: 'brand-new-1' }, 'currentPassword', M.currentRequired],
    [{ currentPassword: 'x', password: 'short', confirmPassword: 'short' }, 'password', REGISTRATION_MESSAGES.passwordMin],
    [{ currentPassword: 'x', password: 'brand-new-1', confirmPassword: 'brand-new-2' }, 'confirmPassword', REGISTRATION_MESSAGES.passwordsMatch],
    [{ currentPassword: null, password: 'brand-new-1', confirmPassword: 'brand-new-1' }, 'currentPassword', M.currentRequired],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const donor = await register(server);
    const { accessToken } = await login(server, donor.email, donor.password);
    const answer = await change(accessToken, body).expect(400);
    expect(JSON.stringify(answer.body)).toContain(field);
    expect(JSON.stringify(answer.body)).toContain(message);
    await request(server.url).post('/api/auth/login').send({ email: donor.email, password: donor.password }).expect(200);
  });

  it('needs a login', async () => {
    await change(null, { currentPassword: 'secret1', password: 'brand-new-1', confirmPassword: 'brand-new-1' }).expect(401);
  });
});

/** Checks `condition` every 10 ms until it holds (at most 20 s). */
