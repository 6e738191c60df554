import request from 'supertest';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { User } from '../src/users/user.entity';
import { login, newDonor } from './support/accounts';
import { startTestServer, TestServer } from './support/test-server';
import { CapturedLog } from './support/captured-log';

describe('logs: one JSON line per request, and never a personal value or a secret', () => {
  let server: TestServer;
  const log = new CapturedLog();

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'trace' }, undefined, log);
  });
  afterAll(() => server.close());

  it('logs request id, method, route, status, duration and user id; no email, mobile, password, hash, token, cookie, query or mail body', async () => {
    const donor = newDonor({ mobile: '9123456780' });
    await request(server.url).post('/api/user/register').send(donor).expect(200);
    // Failing statements: the same new email twice at once, so that both pass the first check and one INSERT
    // breaks the unique index (MySQL quotes the email in its error).
    const twin = newDonor({ mobile: '9123456781' });
    const statuses = (await Promise.all([1, 2].map(() => request(server.url).post('/api/user/register').send(twin)))).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409]);
    await request(server.url).post('/api/user/register').send(donor).expect(409);
    const session = await login(server, donor.email, donor.password);
    await request(server.url).get('/api/user/me').set('X-Request-Id', 'trace-me-1').auth(session.accessToken, { type: 'bearer' }).expect(200);
    await request(server.url).post('/api/auth/refresh').set('Cookie', session.cookie).expect(200);
    await request(server.url).get('/api/events/all').query({ filter: JSON.stringify({ q: donor.email }) }).expect(200);
    await request(server.url).post('/api/newsletter/subscribe').send({ email: donor.email }).expect((response) => expect(response.status).toBeLessThan(300));
    await request(server.url).post('/api/auth/login').send({ email: donor.email, password: 'a wrong password' }).expect(401);

    const user = await server.dataSource.getRepository(User).findOneByOrFail({ email: donor.email });
    const mails = await server.dataSource.getRepository(OutboxEmail).find();
    expect(mails.length).toBeGreaterThan(0);
    expect(log.text).toMatch(/Statement failed \((SQLITE_CONSTRAINT_UNIQUE|ER_DUP_ENTRY)\)/);
    const secrets = [
      twin.email,
      donor.email,
      donor.mobile,
      donor.password,
      'a wrong password',
      user.passwordHash,
      session.accessToken,
      session.cookie.split('=')[1],
      ...mails.flatMap((mail) => [mail.text, ...mail.text.split('\n').filter((line) => line.length > 20)]),
    ];
    for (const secret of secrets) expect({ secret, found: log.text.includes(secret) }).toEqual({ secret, found: false });
    expect(log.text).not.toMatch(/filter=|%7B/);

    const me = log.entries.find((entry) => (entry.req as { id?: string } | undefined)?.id === 'trace-me-1');
    expect(me).toMatchObject({ msg: 'request completed', req: { id: 'trace-me-1', method: 'GET', route: '/api/user/me' }, res: { statusCode: 200 }, userId: user.id, responseTime: expect.any(Number) });
    const conflict = log.entries.find((entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode === 409);
    expect(conflict).toMatchObject({ req: { method: 'POST', route: '/api/user/register' } });
  });
});
