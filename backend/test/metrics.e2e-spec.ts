import { Server } from 'node:net';
import request from 'supertest';
import { IsNull } from 'typeorm';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { login, register } from './support/accounts';
import { freePort, parseExposition, scrape, valueOf } from './support/metrics-scrape';
import { startTestServer, SUPER_ADMIN, TestServer, testDriver } from './support/test-server';

/** The ports this process listens on now (the app's servers among them). */
function listeningPorts(): number[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles.filter((handle): handle is Server => handle instanceof Server && handle.listening).map((server) => (server.address() as { port: number }).port);
}

const DURATION = 'http_request_duration_seconds';

/** The metrics port of the first app below, closed with it. */
let closedPort = 0;

describe('metrics: Prometheus text on METRICS_PORT, on 127.0.0.1, never on the public port', () => {
  let server: TestServer;
  let port: number;
  const portsBefore = listeningPorts();

  beforeAll(async () => {
    port = await freePort();
    closedPort = port;
    // TRUST_PROXY: the steps below come from addresses of their own (X-Forwarded-For), so one step's limit spares the others.
    server = await startTestServer({ METRICS_PORT: String(port), RATE_LIMITS: 'true', TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('listens on METRICS_PORT besides the public port, and answers only GET /metrics there', async () => {
    const publicPort = Number(new URL(server.url).port);
    expect(listeningPorts().filter((listening) => !portsBefore.includes(listening)).sort()).toEqual([publicPort, port].sort());
    const answer = await scrape(port);
    expect(answer).toMatchObject({ status: 200, contentType: 'text/plain; version=0.0.4; charset=utf-8' });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it("the public port's /metrics is the web apps' answer, not the metrics", async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const response = await request(server.url).get(path);
      expect(response.status).not.toBe(200);
      expect(response.text).not.toMatch(/# (HELP|TYPE)|http_request_duration_seconds|blood_donation_/);
    }
  });

  it('times requests by method, route template and status: never a raw path or id', async () => {
    await request(server.url).get('/api/events/all').expect(200);
    const slots = await request(server.url).get('/api/drives/424242/slots');
    await request(server.url).get('/api/no-such-route-73519').expect(404);
    const samples = parseExposition((await scrape(port)).text);
    const counts = samples.filter((sample) => sample.name === `${DURATION}_count`);
    expect(valueOf(counts, `${DURATION}_count`, { method: 'GET', route: '/api/events/all', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(counts, `${DURATION}_count`, { method: 'GET', route: '/api/drives/:id/slots', status: String(slots.status) })).toBe(1);
    expect(valueOf(counts, `${DURATION}_count`, { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    const buckets = samples.filter((sample) => sample.name === `${DURATION}_bucket` && sample.labels.route === '/api/drives/:id/slots');
    expect(buckets.map((bucket) => bucket.labels.le)).toContain('+Inf');
    const routes = new Set(counts.map((sample) => sample.labels.route));
    for (const route of routes) expect(route).not.toMatch(/\/\d+(\/|$)/);
    const text = (await scrape(port)).text;
    expect(text).not.toContain('424242');
    expect(text).not.toContain('no-such-route');
  });

  it("serves Node's figures, the database pool and statement times, and the job backlog read from the database", async () => {
    // Without SMTP_URL the subscription's welcome email waits in the outbox, due since it was queued.
    await request(server.url).post('/api/newsletter/subscribe').set('X-Forwarded-For', '203.0.113.5').send({ email: 'metrics-reader@example.com' }).expect(200);
    const samples = parseExposition((await scrape(port)).text);
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes', 'process_cpu_seconds_total']) {
      expect({ name, served: names.has(name) }).toEqual({ name, served: true });
    }
    expect(valueOf(samples, 'blood_donation_db_pool_size')).toBe(testDriver() === 'mysql' ? 10 : 1);
    expect(valueOf(samples, 'blood_donation_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'blood_donation_db_pool_waiting')).toBe(testDriver() === 'mysql' ? 0 : undefined);
    expect(valueOf(samples, 'blood_donation_db_query_duration_seconds_count')).toBeGreaterThan(0);

    const queued = await server.dataSource.getRepository(OutboxEmail).countBy({ status: 'queued', claimedUntil: IsNull() });
    expect(queued).toBeGreaterThan(0);
    expect(valueOf(samples, 'blood_donation_job_backlog', { queue: 'outbox_emails', state: 'waiting' })).toBe(queued);
    expect(valueOf(samples, 'blood_donation_job_backlog_oldest_seconds', { queue: 'outbox_emails' })).toBeGreaterThan(0);
    for (const queue of ['outbox_emails', 'push_messages', 'match_wave_jobs']) {
      expect(valueOf(samples, 'blood_donation_job_backlog', { queue, state: 'claimed' })).toBe(0);
      expect(valueOf(samples, 'blood_donation_job_backlog_oldest_seconds', { queue })).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'blood_donation_job_failures_total', { task: queue, outcome: 'given_up' })).toBe(0);
    }
    expect(valueOf(samples, 'blood_donation_job_failures_total', { task: 'retention_service', outcome: 'failed' })).toBe(0);
  });

  it('counts 429s by the limit that refused, and logins by outcome, with no email or address in any label', async () => {
    const before = parseExposition((await scrape(port)).text);
    for (const limit of ['address', 'login_account', 'second_factor']) expect(valueOf(before, 'blood_donation_rate_limit_refusals_total', { limit })).toBe(0);

    // A route's calls per address: 5 a minute, the sixth refused.
    const contact = () => request(server.url).post('/api/contact-us').set('X-Forwarded-For', '203.0.113.7').send({});
    for (let index = 0; index < 5; index += 1) expect((await contact()).status).not.toBe(429);
    expect((await contact()).status).toBe(429);

    const donor = await register(server);
    await login(server, donor.email, donor.password);
    // The superAdmin's first login sets up a passkey; its second is asked for it, then finished with it.
    await login(server, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await login(server, SUPER_ADMIN.email, SUPER_ADMIN.password);
    // Wrong passwords until the account's wait refuses one (after 5, each makes the next wait 1 s, 2 s …).
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 8) {
      statuses.push((await request(server.url).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.9').send({ email: donor.email, password: 'not the password' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);

    const text = (await scrape(port)).text;
    const after = parseExposition(text);
    expect(valueOf(after, 'blood_donation_rate_limit_refusals_total', { limit: 'address' })).toBe(1);
    expect(valueOf(after, 'blood_donation_rate_limit_refusals_total', { limit: 'login_account' })).toBe(1);
    expect(valueOf(after, 'blood_donation_logins_total', { outcome: 'wrong_password' })).toBe(statuses.filter((status) => status === 401).length);
    expect(valueOf(after, 'blood_donation_logins_total', { outcome: 'second_factor_required' })).toBe(1);
    expect(valueOf(after, 'blood_donation_logins_total', { outcome: 'success' })).toBe(3);
    expect(new Set(after.filter((sample) => sample.name === 'blood_donation_logins_total').map((sample) => Object.keys(sample.labels).join()))).toEqual(new Set(['outcome']));
    expect(valueOf(after, `${DURATION}_count`, { method: 'POST', route: '/api/auth/login', status: '429' })).toBe(1);
    for (const secret of ['metrics-reader', donor.email, donor.email.split('@')[0], SUPER_ADMIN.email, donor.password, '203.0.113', '127.0.0.1']) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});

describe('metrics: without METRICS_PORT', () => {
  it('the metrics server stopped with its app (the graceful stop closes it)', async () => {
    expect(listeningPorts()).not.toContain(closedPort);
    await expect(fetch(`http://127.0.0.1:${closedPort}/metrics`)).rejects.toThrow();
  });

  it('nothing but the public port listens', async () => {
    const before = listeningPorts();
    const server = await startTestServer();
    try {
      expect(listeningPorts().filter((listening) => !before.includes(listening))).toEqual([Number(new URL(server.url).port)]);
      expect(server.settings.metrics).toEqual({ port: null, host: '127.0.0.1' });
    } finally {
      await server.close();
    }
  });
});
