import { createHash } from 'node:crypto';
import request from 'supertest';
import { REFRESH_GRACE_MS } from '../src/auth/refresh-sessions.service';
import { IsNull, Not } from 'typeorm';
import { RefreshSession } from '../src/auth/refresh-session.entity';
import { login, refreshCookieOf, register } from './support/accounts';
import { startTestServer, TestServer } from './support/test-server';

describe('refresh and logout', () => {
  let server: TestServer;
  let donor: Awaited<ReturnType<typeof register>>;
  const refresh = (cookie?: string) => {
    const call = request(server.url).post('/api/auth/refresh');
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const logout = (cookie?: string) => {
    const call = request(server.url).post('/api/auth/logout');
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const cookieValue = (response: request.Response) => refreshCookieOf(response)!.split(';')[0];
  const expectSessionExpired = (response: request.Response) => {
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Your session has expired. Please log in again.' });
    expect(refreshCookieOf(response)).toMatch(/^refreshToken=;.*Expires=Thu, 01 Jan 1970/);
  };

  const familyOf = async (cookie: string) => {
    const sessions = server.dataSource.getRepository(RefreshSession);
    const tokenHash = createHash('sha256').update(cookie.split('=')[1]).digest('hex');
    const { familyId } = await sessions.findOneByOrFail({ tokenHash });
    return sessions.find({ where: { familyId }, order: { id: 'ASC' } });
  };

  beforeAll(async () => {
    server = await startTestServer();
    donor = await register(server);
  });
  afterAll(() => server.close());

  it('rotates: a new access token and a new cookie, the old token marked used', async () => {
    const first = await login(server, donor.email, donor.password);
    const response = await refresh(first.cookie).expect(200);
    expect(response.body).toEqual({ accessToken: expect.any(String), email: donor.email, username: donor.username, role: [{ authority: 'ROLE_user' }] });
    const next = cookieValue(response);
    expect(next).not.toBe(first.cookie);
    expect(refreshCookieOf(response)).not.toContain('Max-Age');
    await request(server.url).get('/api/user/me').auth(response.body.accessToken, { type: 'bearer' }).expect(200);
    const family = await familyOf(first.cookie);
    expect(family).toHaveLength(2);
    expect(family[0].usedAt).toBeInstanceOf(Date);
    expect(family[1].usedAt).toBeNull();
    expect(family[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the persistent cookie persistent across rotations', async () => {
    const first = await login(server, donor.email, donor.password, true);
    const response = await refresh(first.cookie).expect(200);
    expect(refreshCookieOf(response)).toContain(`Max-Age=${server.settings.refreshTokenTtlDays * 86400}`);
  });

  it('revokes the whole family when a used token comes back after the grace', async () => {
    const first = await login(server, donor.email, donor.password);
    const second = cookieValue(await refresh(first.cookie).expect(200));
    const third = cookieValue(await refresh(second).expect(200));
    const sessions = server.dataSource.getRepository(RefreshSession);
    await sessions.update({ usedAt: Not(IsNull()) }, { usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) });
    expectSessionExpired(await refresh(first.cookie).expect(401));
    expectSessionExpired(await refresh(third).expect(401));
    expectSessionExpired(await refresh(second).expect(401));
    const family = await familyOf(first.cookie);
    expect(family).toHaveLength(3);
    expect(family.every((session) => session.revokedAt instanceof Date)).toBe(true);
  });

  it('lets two tabs refresh with the same cookie within the grace: both stay logged in, the token is consumed once', async () => {
    const { cookie } = await login(server, donor.email, donor.password);
    const [tab1, tab2] = await Promise.all([refresh(cookie).expect(200), refresh(cookie).expect(200)]);
    const family = await familyOf(cookie);
    expect(family).toHaveLength(3);
    expect(family.filter((session) => session.usedAt !== null)).toHaveLength(1);
    await refresh(cookieValue(tab1)).expect(200);
    await refresh(cookieValue(tab2)).expect(200);
    await request(server.url).get('/api/user/me').auth(tab1.body.accessToken, { type: 'bearer' }).expect(200);
  });

  it('ends the access tokens of a session at once when it logs out, and only of that session', async () => {
    const phone = await login(server, donor.email, donor.password);
    const laptop = await login(server, donor.email, donor.password);
    const me = (token: string) => request(server.url).get('/api/user/me').auth(token, { type: 'bearer' });
    await me(phone.accessToken).expect(200);
    await logout(phone.cookie).expect(200);
    expect((await me(phone.accessToken).expect(401)).body.statusCode).toBe(401);
    await me(laptop.accessToken).expect(200);
  });

  it('sends every auth answer with Cache-Control: no-store, failures too', async () => {
    const { cookie, response } = await login(server, donor.email, donor.password);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await refresh(cookie).expect(200)).headers['cache-control']).toBe('no-store');
    expect((await refresh('refreshToken=unknown').expect(401)).headers['cache-control']).toBe('no-store');
    expect((await request(server.url).post('/api/auth/login').send({ email: donor.email, password: 'wrong one' }).expect(401)).headers['cache-control']).toBe('no-store');
    expect((await logout(cookie).expect(200)).headers['cache-control']).toBe('no-store');
  });

  it('leaves other sessions of the same user alone', async () => {
    const phone = await login(server, donor.email, donor.password);
    const laptop = await login(server, donor.email, donor.password);
    await logout(phone.cookie).expect(200);
    await refresh(laptop.cookie).expect(200);
  });

  it('answers 401 and clears the cookie for a missing, unknown or expired token', async () => {
    expectSessionExpired(await refresh().expect(401));
    expectSessionExpired(await refresh('refreshToken=not-a-token').expect(401));
    const { cookie } = await login(server, donor.email, donor.password);
    await server.dataSource.getRepository(RefreshSession).update({ revokedAt: IsNull() }, { expiresAt: new Date(Date.now() - 1000) });
    expectSessionExpired(await refresh(cookie).expect(401));
  });

  it('logs out: revokes the session, clears the cookie, and is idempotent', async () => {
    const { cookie } = await login(server, donor.email, donor.password);
    const response = await logout(cookie).set('Authorization', 'Bearer expired.or.garbage').expect(200);
    expect(response.body).toEqual({ message: 'You have successfully logged out.' });
    expect(refreshCookieOf(response)).toMatch(/^refreshToken=;.*Path=\/api\/auth/);
    expectSessionExpired(await refresh(cookie).expect(401));
    await logout(cookie).expect(200);
    await logout().expect(200);
  });
});
