// The fleet under load and failure (issue 26): 100 donors writing and reading through the proxy while an instance is
// killed (SIGKILL) and started again, then while every instance in turn is stopped (SIGTERM) and started again; a
// session used across instances; and the rate limits counted across instances as on one. `npm test` runs this file
// in its step `fleet` (scripts/test.mjs), after the build.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { downWithinMs, startFleet } from './harness.mjs';
import { call, newDonors } from './api.mjs';
import { startLoad } from './load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const Redis = createRequire(join(root, 'backend/package.json'))('ioredis');

const CLIENTS = 100;

/** Settings of the loaded fleet: no limits (100 donors share the proxy's address), a donation a day or more per donor, a quick password hash. */
const LOADED = { RATE_LIMITS: 'false', REFUSE_EARLY_DONATIONS: 'false', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };

/** Resolves with the ms from `since` until the proxy logged `server`'s state `state` (after output offset `from`). */
async function proxyMarks(fleet, server, state, from, since) {
  await fleet.proxy.waitForOutput(new RegExp(`Server app/${server.name} is ${state}`), 60_000, from);
  return Date.now() - since;
}

describe('100 donors writing and reading through the proxy', () => {
  let fleet;
  let donors;
  before(async () => {
    fleet = await startFleet({ instances: 3, env: LOADED });
    donors = await newDonors(fleet.url, CLIENTS);
  });
  after(() => fleet?.stop());

  test('an instance killed mid-load: only its requests in flight fail, it is out within the check interval, back once started, and every acknowledged write is read back', { timeout: 300_000 }, async (t) => {
    const load = startLoad(fleet.url, donors);
    try {
      await load.until(() => load.acknowledged.length >= 300);
      const victim = fleet.instances[1];
      const from = fleet.proxy.output.length;
      victim.kill('SIGKILL');
      // Gone, and its connections with it: what was sent until now may have reached it.
      await victim.exited;
      const killedAt = Date.now();
      const inFlightAtKill = load.inFlight().length;
      const tookOutMs = await proxyMarks(fleet, victim, 'DOWN', from, killedAt);
      const afterDown = load.acknowledged.length;
      await load.until(() => load.acknowledged.length >= afterDown + 300);

      await fleet.restart(1);
      await proxyMarks(fleet, victim, 'UP', from, killedAt);
      const restarted = fleet.instances[1];
      await load.until(() => restarted.output.includes('/api/add'));
      await load.stop();

      const failures = load.failures();
      const limitMs = downWithinMs();
      t.diagnostic(`${load.answers.length} requests, ${load.acknowledged.length} writes acknowledged; ${failures.length} failed of ${inFlightAtKill} in flight at the kill; DOWN after ${tookOutMs} ms (checks allow ${limitMs} ms)`);
      // The configuration's bound, and 3 s for a busy machine.
      assert.ok(tookOutMs <= limitMs + 3000, `marked DOWN ${tookOutMs} ms after the kill; its checks allow ${limitMs} ms`);
      // Only what the killed instance was answering fails: requests sent before the kill, no more than were in flight.
      assert.deepEqual(failures.filter(({ sentAt }) => sentAt >= killedAt), []);
      assert.ok(failures.length <= inFlightAtKill, `${failures.length} failures, ${inFlightAtKill} requests in flight at the kill`);
      assert.deepEqual(await load.missing(), []);
    } finally {
      await load.stop();
    }
  });

  test('a rolling restart (SIGTERM, start again, each instance in turn) under the same load: no request fails, nothing is lost', { timeout: 300_000 }, async (t) => {
    const load = startLoad(fleet.url, donors);
    try {
      await load.until(() => load.acknowledged.length >= 100);
      for (const [index, instance] of fleet.instances.entries()) {
        const from = fleet.proxy.output.length;
        const stoppedAt = Date.now();
        await instance.stop('SIGTERM');
        await fleet.restart(index);
        const upAfterMs = await proxyMarks(fleet, instance, 'UP', from, stoppedAt);
        const acknowledged = load.acknowledged.length;
        await load.until(() => load.acknowledged.length >= acknowledged + 100);
        t.diagnostic(`${instance.name}: stopped, started and back in the proxy after ${upAfterMs} ms`);
      }
      await load.stop();
      t.diagnostic(`${load.answers.length} requests, ${load.acknowledged.length} writes acknowledged`);
      assert.deepEqual(load.failures(), []);
      assert.deepEqual(await load.missing(), []);
    } finally {
      await load.stop();
    }
  });

  test('a session moves between instances: refreshed on one, used on another, logged out on a third and ended everywhere', async () => {
    const [first, second, third] = fleet.instances;
    const [donor] = await newDonors(first.url, 1);
    const login = await call(first.url, 'POST', '/api/auth/login', { body: { email: donor.email, password: donor.password } });
    assert.equal(login.status, 200);
    const cookieOf = (answer) => answer.headers.getSetCookie().find((cookie) => cookie.startsWith('refreshToken=')).split(';')[0];

    const refreshed = await call(second.url, 'POST', '/api/auth/refresh', { cookie: cookieOf(login) });
    assert.equal(refreshed.status, 200);
    const session = { token: refreshed.body.accessToken, cookie: cookieOf(refreshed) };
    for (const instance of fleet.instances) assert.equal((await call(instance.url, 'GET', '/api/user/me', session)).status, 200, instance.name);

    assert.equal((await call(third.url, 'POST', '/api/auth/logout', session)).status, 200);
    for (const instance of fleet.instances) {
      assert.equal((await call(instance.url, 'GET', '/api/user/me', session)).status, 401, `${instance.name}: the access token after logout`);
      assert.equal((await call(instance.url, 'POST', '/api/auth/refresh', session)).status, 401, `${instance.name}: the refresh token after logout`);
    }
  });
});

/** The calls of a brute force, in order, until the first 429: how many were answered otherwise, and by which instances. */
async function untilRefused(fleet, baseUrl, attempt) {
  const servedBy = new Set();
  for (let calls = 0; calls < 100; calls += 1) {
    const answer = await call(baseUrl, 'POST', '/api/auth/login', { body: attempt(calls) });
    if (answer.status === 429) return { allowed: calls, servedBy };
    assert.equal(answer.status, 401);
    servedBy.add((await fleet.servedBy(answer.headers.get('x-request-id')))?.name);
  }
  throw new Error('no 429 after 100 calls');
}

test('rate limits are counted across instances: a brute force spread over three meets 429 at the same count as on one', { timeout: 180_000 }, async () => {
  const fleet = await startFleet({ instances: 3, env: { RATE_LIMITS: 'true', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' } });
  const redis = new Redis(fleet.settings.REDIS_URL);
  try {
    const [donor] = await newDonors(fleet.url, 1);
    // The same two brute forces, first at one instance, then spread by the proxy, with the counters emptied before each.
    const bruteForces = async (baseUrl) => {
      await redis.flushdb();
      // One account's password guessed: its wrong passwords are counted (and, after the free ones, refused with 429).
      const account = await untilRefused(fleet, baseUrl, () => ({ email: donor.email, password: 'not the password' }));
      await redis.flushdb();
      // Many accounts from one address: the address's logins a minute.
      const address = await untilRefused(fleet, baseUrl, (n) => ({ email: `nobody${n}@example.com`, password: 'not the password' }));
      return { account, address };
    };
    const alone = await bruteForces(fleet.instances[0].url);
    const spread = await bruteForces(fleet.url);
    assert.deepEqual(alone.account.servedBy, new Set(['app1']));
    assert.deepEqual(spread.account.servedBy, new Set(['app1', 'app2', 'app3']));
    assert.deepEqual(spread.address.servedBy, new Set(['app1', 'app2', 'app3']));
    assert.ok(alone.account.allowed > 0 && alone.address.allowed > alone.account.allowed, JSON.stringify(alone));
    assert.equal(spread.account.allowed, alone.account.allowed);
    assert.equal(spread.address.allowed, alone.address.allowed);
  } finally {
    redis.disconnect();
    await fleet.stop();
  }
});
