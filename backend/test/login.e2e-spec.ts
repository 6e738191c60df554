import { LOGIN_MESSAGES } from '@blood-donation/domain';
import { JwtService } from '@nestjs/jwt';
import * as bcrypt from 'bcryptjs';
import request from 'supertest';
import { User } from '../src/users/user.entity';
import { login, refreshCookieOf, register } from './support/accounts';
import { startTestServer, SUPER_ADMIN, TestServer } from './support/test-server';

describe('POST /api/auth/login', () => {
  let server: TestServer;
  let donor: Awaited<ReturnType<typeof register>>;
  const post = (body: object) => request(server.url).post('/api/auth/login').send(body);

  beforeAll(async () => {
    server = await startTestServer();
    donor = await register(server);
  });
  afterAll(() => server.close());

  it('answers the LoginResponse with an HS256 access token for the user', async () => {
    const response = await post({ email: donor.email, password: donor.password }).expect(200);
    expect(response.body).toEqual({
      accessToken: expect.any(String),
      email: donor.email,
      username: donor.username,
      role: [{ authority: 'ROLE_user' }],
    });
    const [header] = response.body.accessToken.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const payload = new JwtService({ secret: server.settings.jwtSecret }).verify(response.body.accessToken);
    expect(payload.exp - payload.iat).toBe(server.settings.accessTokenTtlSeconds);
    expect(typeof payload.sub).toBe('string');
  });

  it('gives the superAdmin created at first start its authority', async () => {
    const response = await post({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }).expect(200);
    expect(response.body).toMatchObject({ username: SUPER_ADMIN.username, role: [{ authority: 'ROLE_superAdmin' }] });
  });

  it('accepts the email in another case and with spaces', async () => {
    await post({ email: ` ${donor.email.toUpperCase()} `, password: donor.password }).expect(200);
  });

  it('sets an HttpOnly, SameSite=Strict refresh cookie on /api/auth that lasts the browser session by default', async () => {
    const cookie = refreshCookieOf(await post({ email: donor.email, password: donor.password }));
    expect(cookie).toMatch(/^refreshToken=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Max-Age');
    expect(cookie).not.toContain('Expires');
    expect(cookie).not.toContain('Secure');
  });

  it('keeps the cookie for REFRESH_TOKEN_TTL_DAYS when keepMeLoggedIn is true', async () => {
    const cookie = refreshCookieOf(await post({ email: donor.email, password: donor.password, keepMeLoggedIn: true }));
    expect(cookie).toContain(`Max-Age=${server.settings.refreshTokenTtlDays * 86400}`);
  });

  it('marks the cookie Secure when the request came over https (TRUST_PROXY)', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const response = await request(proxied.url)
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password })
        .expect(200);
      expect(refreshCookieOf(response)).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('stores argon2id hashes, and replaces an earlier bcrypt hash at the next successful login', async () => {
    const users = server.dataSource.getRepository(User);
    expect((await users.findOneByOrFail({ email: donor.email })).passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    const legacy = await register(server);
    const bcryptHash = bcrypt.hashSync(legacy.password, 4);
    await users.update({ email: legacy.email }, { passwordHash: bcryptHash });
    await post({ email: legacy.email, password: 'wrong password' }).expect(401);
    expect((await users.findOneByOrFail({ email: legacy.email })).passwordHash).toBe(bcryptHash);
    await post({ email: legacy.email, password: legacy.password }).expect(200);
    const rehashed = (await users.findOneByOrFail({ email: legacy.email })).passwordHash;
    expect(rehashed).toMatch(/^\$argon2id\$/);
    await post({ email: legacy.email, password: legacy.password }).expect(200);
    expect((await users.findOneByOrFail({ email: legacy.email })).passwordHash).toBe(rehashed);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const expected = { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' };
    expect((await post({ email: donor.email, password: 'wrong-password' }).expect(401)).body).toEqual(expected);
    const unknown = await post({ email: 'nobody@example.com', password: donor.password }).expect(401);
    expect(unknown.body).toEqual(expected);
    expect(refreshCookieOf(unknown)).toBeUndefined();
  });

  it('checks the form with the login messages', async () => {
    expect((await post({}).expect(400)).body.errors).toEqual({
      email: [LOGIN_MESSAGES.emailRequired],
      password: [LOGIN_MESSAGES.passwordRequired],
    });
    expect((await post({ email: 'x', password: 'p' }).expect(400)).body.errors).toEqual({ email: [LOGIN_MESSAGES.emailInvalid] });
    expect((await post({ email: donor.email, password: 'p', keepMeLoggedIn: 'yes' }).expect(400)).body.errors).toEqual({
      keepMeLoggedIn: ['keepMeLoggedIn must be a boolean value'],
    });
  });
});

describe('GET /api/user/me', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('returns the account of the token, without the password hash', async () => {
    const donor = await register(server, { username: 'Maya', bloodGroup: 'AB-', gender: 'other' });
    const { accessToken } = await login(server, donor.email, donor.password);
    const response = await request(server.url).get('/api/user/me').auth(accessToken, { type: 'bearer' }).expect(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: 'Maya',
      email: donor.email,
      age: 30,
      bloodGroup: 'AB-',
      gender: 'other',
      mobile: '9876543210',
      role: 'user',
      bloodGroupConfirmed: false,
      city: null,
      contactChannel: 'email',
    });
  });
});
