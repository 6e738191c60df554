import { SESSION_MESSAGES } from '@blood-donation/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { RefreshSession } from '../src/auth/refresh-session.entity';
import { User } from '../src/users/user.entity';
import { register, type Login } from './support/accounts';
import { startTestServer, type TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HOUR_MS = 3_600_000;

/** The session id (sid) an access token names. */
const sessionOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;

describe("an account's own sessions: GET, DELETE /api/user/sessions", () => {
  let server: TestServer;
  const loginWith = async (account: { email: string; password: string }, userAgent?: string): Promise<Login> => {
    const call = request(server.url).post('/api/auth/login');
    const response = await (userAgent ? call.set('User-Agent', userAgent) : call).send({ email: account.email, password: account.password }).expect(200);
    return { accessToken: response.body.accessToken, cookie: ([] as string[]).concat(response.headers['set-cookie']).find((line) => line.startsWith('refreshToken='))!.split(';')[0], response };
  };
  const list = (who: Login) => request(server.url).get('/api/user/sessions').auth(who.accessToken, { type: 'bearer' });
  const end = (who: Login, id: string) => request(server.url).delete(`/api/user/sessions/${id}`).auth(who.accessToken, { type: 'bearer' });
  const endOthers = (who: Login) => request(server.url).delete('/api/user/sessions').auth(who.accessToken, { type: 'bearer' });
  const me = (who: Login) => request(server.url).get('/api/user/me').auth(who.accessToken, { type: 'bearer' });
  const refresh = (who: Login) => request(server.url).post('/api/auth/refresh').set('Cookie', who.cookie);
  const rows = () => server.dataSource.getRepository(RefreshSession);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists two logins with their devices and the hour of last use; current only for the caller’s', async () => {
    const donor = await register(server);
    const before = Date.now();
    const phone = await loginWith(donor, FIREFOX_ANDROID);
    const laptop = await loginWith(donor, CHROME_WINDOWS);
    const response = await list(phone).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual([
      { id: sessionOf(phone.accessToken), device: 'Firefox on Android', lastUsedAt: expect.any(String), current: true },
      { id: sessionOf(laptop.accessToken), device: 'Chrome on Windows', lastUsedAt: expect.any(String), current: false },
    ]);
    for (const { lastUsedAt } of response.body as { lastUsedAt: string }[]) {
      const time = new Date(lastUsedAt).getTime();
      expect(time % HOUR_MS).toBe(0);
      expect(time).toBeGreaterThan(before - HOUR_MS);
      expect(time).toBeLessThanOrEqual(Date.now());
    }
    // From the other device, that one is current; the raw user agent is nowhere in the table.
    expect((await list(laptop).expect(200)).body.map(({ current }: { current: boolean }) => current)).toEqual([true, false]);
    const stored = await rows().findBy({ familyId: sessionOf(phone.accessToken) });
    expect(stored.map(({ device }) => device)).toEqual(['Firefox on Android']);
    expect(JSON.stringify(await rows().find())).not.toContain('Gecko');
  });

  it('a refresh keeps the device and the coarse last use; a login without a user agent is "A browser"', async () => {
    const donor = await register(server);
    const phone = await loginWith(donor, FIREFOX_ANDROID);
    const refreshed = await refresh(phone).expect(200);
    const rowsOfSession = await rows().find({ where: { familyId: sessionOf(phone.accessToken) }, order: { id: 'ASC' } });
    expect(rowsOfSession).toHaveLength(2);
    expect(rowsOfSession.map(({ device }) => device)).toEqual(['Firefox on Android', 'Firefox on Android']);
    for (const { lastUsedAt } of rowsOfSession) expect(lastUsedAt!.getTime() % HOUR_MS).toBe(0);
    const bare = await loginWith(donor);
    const listed = (await request(server.url).get('/api/user/sessions').auth(refreshed.body.accessToken, { type: 'bearer' }).expect(200)).body;
    expect(listed).toEqual([
      expect.objectContaining({ id: sessionOf(phone.accessToken), device: 'Firefox on Android', current: true }),
      expect.objectContaining({ id: sessionOf(bare.accessToken), device: 'A browser', current: false }),
    ]);
  });

  it('ending the other session logs it out at once: its access token is 401 and its refresh token fails', async () => {
    const donor = await register(server);
    const phone = await loginWith(donor, FIREFOX_ANDROID);
    const laptop = await loginWith(donor, CHROME_WINDOWS);
    await me(laptop).expect(200);
    expect((await end(phone, sessionOf(laptop.accessToken)).expect(200)).body).toEqual({ message: SESSION_MESSAGES.ended });
    await me(laptop).expect(401);
    await refresh(laptop).expect(401);
    await me(phone).expect(200);
    expect((await list(phone).expect(200)).body).toEqual([expect.objectContaining({ id: sessionOf(phone.accessToken), current: true })]);
    // Ended already: 404, as for any id that is not a live session of yours.
    expect((await end(phone, sessionOf(laptop.accessToken)).expect(404)).body).toMatchObject({ statusCode: 404, message: SESSION_MESSAGES.notFound });
  });

  it('ending all others keeps the current one and answers how many ended', async () => {
    const donor = await register(server);
    const phone = await loginWith(donor, FIREFOX_ANDROID);
    const laptop = await loginWith(donor, CHROME_WINDOWS);
    const tablet = await loginWith(donor);
    await refresh(laptop).expect(200);
    expect((await endOthers(phone).expect(200)).body).toEqual({ ended: 2 });
    await me(phone).expect(200);
    await refresh(phone).expect(200);
    await me(laptop).expect(401);
    await me(tablet).expect(401);
    await refresh(tablet).expect(401);
    expect((await endOthers(phone).expect(200)).body).toEqual({ ended: 0 });
  });

  it("refuses this device's own session (log out instead), and malformed ids with 400 naming id", async () => {
    const donor = await register(server);
    const phone = await loginWith(donor, FIREFOX_ANDROID);
    expectValidationFailure((await end(phone, sessionOf(phone.accessToken)).expect(400)).body, { id: [SESSION_MESSAGES.isCurrent] });
    await me(phone).expect(200);
    for (const bad of ['not-an-id', '123', `${randomUUID()}x`, "1' OR '1'='1"]) {
      expectValidationFailure((await end(phone, encodeURIComponent(bad)).expect(400)).body, { id: [SESSION_MESSAGES.idInvalid] });
    }
  });

  it("another account's session id and an unknown id are 404, and end nothing", async () => {
    const asha = await loginWith(await register(server), FIREFOX_ANDROID);
    const ravi = await loginWith(await register(server), CHROME_WINDOWS);
    for (const id of [sessionOf(ravi.accessToken), randomUUID()]) {
      expect((await end(asha, id).expect(404)).body).toMatchObject({ statusCode: 404, message: SESSION_MESSAGES.notFound });
    }
    await me(ravi).expect(200);
    expect((await endOthers(asha).expect(200)).body).toEqual({ ended: 0 });
    await me(ravi).expect(200);
  });

  it('lists live sessions only: not expired, not revoked (logged out)', async () => {
    const donor = await register(server);
    const phone = await loginWith(donor, FIREFOX_ANDROID);
    const expired = await loginWith(donor, CHROME_WINDOWS);
    const loggedOut = await loginWith(donor);
    await rows().update({ familyId: sessionOf(expired.accessToken) }, { expiresAt: new Date(Date.now() - 60_000) });
    await request(server.url).post('/api/auth/logout').set('Cookie', loggedOut.cookie).expect(200);
    expect((await list(phone).expect(200)).body).toEqual([expect.objectContaining({ id: sessionOf(phone.accessToken), current: true })]);
    await end(phone, sessionOf(expired.accessToken)).expect(404);
    await end(phone, sessionOf(loggedOut.accessToken)).expect(404);
  });

  it('sessions from before devices were kept show "A browser" and the hour they were made', async () => {
    const donor = await register(server);
    const phone = await loginWith(donor, FIREFOX_ANDROID);
    const old = await loginWith(donor, CHROME_WINDOWS);
    await rows().update({ familyId: sessionOf(old.accessToken) }, { device: null, lastUsedAt: null });
    const [, listed] = (await list(phone).expect(200)).body as { device: string; lastUsedAt: string }[];
    expect(listed.device).toBe('A browser');
    expect(new Date(listed.lastUsedAt).getTime() % HOUR_MS).toBe(0);
  });

  it('the export holds each session with its device and last use, never a token or its hash; deleting the account deletes them', async () => {
    const donor = await register(server);
    const phone = await loginWith(donor, FIREFOX_ANDROID);
    await loginWith(donor, CHROME_WINDOWS);
    const response = await request(server.url).get('/api/user/export').auth(phone.accessToken, { type: 'bearer' }).expect(200);
    expect(response.body.sessions).toEqual([
      { startedAt: expect.any(String), lastRenewedAt: expect.any(String), expiresAt: expect.any(String), endedAt: null, device: 'Firefox on Android', lastUsedAt: expect.any(String) },
      { startedAt: expect.any(String), lastRenewedAt: expect.any(String), expiresAt: expect.any(String), endedAt: null, device: 'Chrome on Windows', lastUsedAt: expect.any(String) },
    ]);
    const text = JSON.stringify(response.body);
    const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email: donor.email });
    for (const row of await rows().findBy({ userId: id })) {
      expect(text).not.toContain(row.tokenHash);
      expect(text).not.toContain(row.familyId);
    }
    expect(text).not.toContain(phone.cookie.split('=')[1]);
    await request(server.url).delete('/api/user/me').auth(phone.accessToken, { type: 'bearer' }).send({ password: donor.password }).expect(200);
    expect(await rows().countBy({ userId: id })).toBe(0);
  });
});
