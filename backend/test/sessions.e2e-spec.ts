import { createHash } from 'node:crypto';
import request from 'supertest';
import { IsNull } from 'typeorm';
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

  it('revokes the whole family when a used token comes back', async () => {
    const first = await login(server, donor.email, donor.password);
    const second = cookieValue(await refresh(first.cookie).expect(200));
    const third = cookieValue(await refresh(second).expect(200));
    expectSessionExpired(await refresh(first.cookie).expect(401));
    expectSessionExpired(await refresh(third).expect(401));
    expectSessionExpired(await refresh(second).expect(401));
    const family = await familyOf(first.cookie);
    expect(family).toHaveLength(3);
    expect(family.every((session) => session.revokedAt instanceof Date)).toBe(true);
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
