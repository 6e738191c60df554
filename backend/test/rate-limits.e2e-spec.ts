import Redis from 'ioredis';
import { createServer } from 'node:net';
import request from 'supertest';
import { FREE_FAILURES } from '../src/rate-limits/login-attempts.service';
import { login, newDonor, register } from './support/accounts';
import { CapturedLog } from './support/captured-log';
import { volunteerBody } from './support/content-flows';
import { createTestStorage, startTestServer, TestServer, testDriver } from './support/test-server';

const ON = { RATE_LIMITS: 'true' };

/** Polls `attempt` until it answers something other than 429 (the wait is a condition, not a fixed sleep). */
async function afterTheWait(attempt: () => Promise<request.Response>): Promise<request.Response> {
  for (;;) {
    const response = await attempt();
    if (response.status !== 429) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function expectTooMany(response: request.Response): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits per client address', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(ON);
    const donor = await register(server);
    token = (await login(server, donor.email, donor.password)).accessToken;
  });
  afterAll(() => server.close());

  const routes: [string, number, () => request.Test][] = [
    // The register and login limits are spent on setting up the account above: 4 and 9 left.
    ['POST /api/user/register', 4, () => request(server.url).post('/api/user/register').send(newDonor())],
    ['POST /api/auth/refresh', 30, () => request(server.url).post('/api/auth/refresh')],
    ['POST /api/contact-us', 5, () => request(server.url).post('/api/contact-us').send({})],
    ['POST /api/newsletter/subscribe', 5, () => request(server.url).post('/api/newsletter/subscribe').send({ email: `${Math.random()}@example.com` })],
    ['POST /api/newsletter/unsubscribe', 10, () => request(server.url).post('/api/newsletter/unsubscribe').send({ token: 'x' })],
    ['POST /api/volunteers/register', 10, () => request(server.url).post('/api/volunteers/register').auth(token, { type: 'bearer' }).send(volunteerBody())],
    ['GET /api/captcha/challenge', 30, () => request(server.url).get('/api/captcha/challenge')],
  ];

  it.each(routes)('%s: %i a minute, then 429 with Retry-After in the one error shape', async (_route, limit, call) => {
    for (let index = 0; index < limit; index += 1) expect((await call()).status).not.toBe(429);
    expectTooMany(await call());
  });

  it('POST /api/auth/login: 10 a minute from one address, whatever the accounts', async () => {
    for (let index = 0; index < 9; index += 1) {
      expect((await request(server.url).post('/api/auth/login').send({ email: `nobody${index}@example.com`, password: 'wrong one' })).status).toBe(401);
    }
    expectTooMany(await request(server.url).post('/api/auth/login').send({ email: 'another@example.com', password: 'wrong one' }));
  });
});

describe('X-Forwarded-For counts only behind a trusted proxy (TRUST_PROXY)', () => {
  it.each([
    ['true', 5],
    ['false', 0],
  ])('TRUST_PROXY=%s: %i more registrations after 5 from other forwarded addresses', async (trustProxy, more) => {
    const server = await startTestServer({ ...ON, TRUST_PROXY: trustProxy });
    try {
      const from = (address: string) => request(server.url).post('/api/user/register').set('X-Forwarded-For', address).send(newDonor());
      for (let index = 0; index < 5; index += 1) expect((await from('203.0.113.1')).status).toBe(200);
      const statuses = [];
      for (let index = 0; index < 5; index += 1) statuses.push((await from('203.0.113.2')).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(more);
    } finally {
      await server.close();
    }
  });
});

describe('login: growing waits per account, and the owner still gets in', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof register>>;

  beforeAll(async () => {
    // Behind a trusted proxy, so the attacker can come from a new address each time.
    server = await startTestServer({ ...ON, TRUST_PROXY: 'true' });
    owner = await register(server);
  });
  afterAll(() => server.close());

  let address = 0;
  const guess = () =>
    request(server.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', `198.51.100.${(address += 1)}`)
      .send({ email: owner.email, password: 'a wrong guess' });

  it('makes each wrong password after the first few wait longer, from any address, without checking the password meanwhile', async () => {
    // The owner's browser has logged in before: it holds the device cookie.
    const ownerDevice = (await login(server, owner.email, owner.password)).response.headers['set-cookie'] as unknown as string[];
    const deviceCookie = ownerDevice.find((cookie) => cookie.startsWith('loginDevice='))!.split(';')[0];

    for (let index = 0; index < FREE_FAILURES; index += 1) expect((await guess()).status).toBe(401);
    const firstWait = await guess();
    expectTooMany(firstWait);
    expect(Number(firstWait.headers['retry-after'])).toBe(1);
    expect((await afterTheWait(guess)).status).toBe(401);
    const secondWait = await guess();
    expectTooMany(secondWait);
    expect(Number(secondWait.headers['retry-after'])).toBe(2);
    // Even the right password waits, from a browser the account does not know.
    expectTooMany(await request(server.url).post('/api/auth/login').set('X-Forwarded-For', '192.0.2.7').send({ email: owner.email, password: owner.password }));

    // The owner's own browser is counted apart: it logs in at once.
    const own = await request(server.url).post('/api/auth/login').set('X-Forwarded-For', '192.0.2.8').set('Cookie', deviceCookie).send({ email: owner.email, password: owner.password });
    expect(own.status).toBe(200);
  }, 60_000);

  it('does not count a device cookie of another account', async () => {
    const other = await register(server);
    const otherCookie = ((await login(server, other.email, other.password)).response.headers['set-cookie'] as unknown as string[]).find((cookie) => cookie.startsWith('loginDevice='))!.split(';')[0];
    expectTooMany(await guess().set('Cookie', otherCookie));
  });
});

describe('rate limit counters in Redis (REDIS_URL) are shared by the instances', () => {
  // The Redis at TEST_REDIS_URL (scripts/test.mjs starts a throwaway one); one database per driver project, emptied
  // first: the two projects may run at the same time.
  const redisServer = (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/+$/, '');
  const url = `${redisServer}/${testDriver() === 'sqlite' ? 5 : 6}`;

  it('counts the calls of both instances together', async () => {
    const redis = new Redis(url);
    await redis.flushdb();
    await redis.quit();
    const storage = await createTestStorage();
    const first = await startTestServer({ ...ON, REDIS_URL: url }, storage);
    const second = await startTestServer({ ...ON, REDIS_URL: url }, storage);
    try {
      const statuses = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await request((index % 2 === 0 ? first : second).url).post('/api/user/register').send(newDonor())).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
      await storage.dispose();
    }
  });
  it('while Redis cannot be reached, each instance counts on its own (the limits still hold) and logs the outage once', async () => {
    // A port nothing listens on: Redis is away from the start, and the client keeps trying to reconnect.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const log = new CapturedLog();
    const server = await startTestServer({ ...ON, REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'warn' }, undefined, log);
    try {
      const statuses = [];
      for (let index = 0; index < 6; index += 1) statuses.push((await request(server.url).post('/api/user/register').send(newDonor())).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const redisLines = log.entries.filter(({ context }) => context === 'Redis').map(({ msg }) => msg);
      expect(redisLines).toEqual(['Redis unavailable (ECONNREFUSED): rate limits are counted by this instance alone until it is back']);
      expect(log.text).not.toContain('Rate limit not checked');
    } finally {
      await server.close();
    }
  });
});
