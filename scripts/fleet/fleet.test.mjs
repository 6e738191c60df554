// The fleet's files and the fleet itself (issue 26): both compose files validate, haproxy accepts its one
// configuration as compose runs it and as the harness does and forwards what the app trusts, and through the harness (built servers on MariaDB and
// Redis behind Debian's haproxy) the proxy spreads requests over every instance and takes a killed one out within
// its check interval while every request still succeeds. `npm test` runs this file (its step `fleet`) after the build.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findProgram } from '../test-services.mjs';
import { downWithinMs, PROXY_CONFIG, startFleet, startProxy } from './harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Compose v2 (`docker compose`) when the docker CLI has it, else v1 (`docker-compose`, Debian's package). */
function compose(args, env) {
  const v2 = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  const [command, ...prefix] = v2 ? ['docker', 'compose'] : ['docker-compose'];
  const run = spawnSync(command, [...prefix, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  assert.ok(!run.error, `${command} not found: install Docker Compose (Debian: apt-get install docker-compose)`);
  return run;
}

/** The settings both compose files require (`${VAR:?}`), as an operator passes them. */
const REQUIRED = { JWT_SECRET: 'a'.repeat(32), ADMIN_PASSWORD: 'compose-config-check' };

test('docker-compose.fleet.yml validates, with app, db, redis, proxy and prometheus, app scalable, its metrics published nowhere; docker-compose.yml still validates', () => {
  const fleet = compose(['-f', 'docker-compose.fleet.yml', 'config'], REQUIRED);
  assert.equal(fleet.status, 0, fleet.stderr);
  const services = compose(['-f', 'docker-compose.fleet.yml', 'config', '--services'], REQUIRED);
  assert.equal(services.status, 0, services.stderr);
  assert.deepEqual(services.stdout.split('\n').filter(Boolean).sort(), ['app', 'db', 'prometheus', 'proxy', 'redis']);
  // --scale app=N needs an app without a fixed host port or container name: only the proxy publishes one.
  const app = /^ {2}app:\n((?: {3,}.*\n)*)/m.exec(fleet.stdout)?.[1] ?? '';
  assert.ok(app.includes('TRUST_PROXY'), 'the app section of the resolved configuration');
  assert.doesNotMatch(app, /^ {4}(ports|container_name):/m);
  assert.match(app, /METRICS_PORT: '?"?9464/);

  const single = compose(['-f', 'docker-compose.yml', 'config', '--quiet'], REQUIRED);
  assert.equal(single.status, 0, single.stderr);
});

test('haproxy accepts ops/proxy/haproxy.cfg as compose runs it and as the harness runs it', () => {
  const haproxy = findProgram('haproxy');
  const withoutFleetVariables = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(PROXY_LISTEN|APP_PORT_\d)$/.test(name)));
  for (const env of [{}, { PROXY_LISTEN: '127.0.0.1:18080', APP_PORT_1: '13001', APP_PORT_2: '13002', APP_PORT_3: '13003' }]) {
    const check = spawnSync(haproxy, ['-c', '-f', PROXY_CONFIG], { encoding: 'utf8', env: { ...withoutFleetVariables, ...env } });
    assert.equal(check.status, 0, `${JSON.stringify(env)}:\n${check.stdout}${check.stderr}`);
    // A warning is a mistake too (an ignored keyword, a misplaced option).
    assert.doesNotMatch(check.stdout + check.stderr, /WARNING|ALERT/);
  }
});

test('the proxy passes the client address, scheme and host as the app trusts them, Accept-Encoding as sent, and caches nothing', async (t) => {
  // An instance that answers with the request it received.
  const received = [];
  const instance = createServer((request, response) => {
    if (request.url !== '/api/health') received.push(request.headers);
    response.setHeader('Cache-Control', 'public, max-age=60');
    response.end('{}');
  });
  await new Promise((resolve) => instance.listen(0, '127.0.0.1', resolve));
  t.after(() => instance.close());
  const proxy = await startProxy([instance.address().port]);
  t.after(() => proxy.stop());

  const spoofed = { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'elsewhere.example', 'X-Request-Id': 'made-up' };
  for (let n = 0; n < 2; n += 1) {
    const response = await fetch(`${proxy.url}/api/need-board?email=someone@example.com`, { headers: { ...spoofed, 'Accept-Encoding': 'br, gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(response.headers.get('content-encoding'), null);
  }
  // Both requests reached the instance: nothing answered from a cache.
  assert.equal(received.length, 2);
  const [headers] = received;
  // Express with 'trust proxy' 1 takes the last address: the client's own, as the proxy saw it, not the one it wrote.
  assert.equal(headers['x-forwarded-for'].split(',').at(-1).trim(), '127.0.0.1');
  assert.equal(headers['x-forwarded-proto'], 'http');
  assert.equal(headers['x-forwarded-host'], new URL(proxy.url).host);
  assert.match(headers['x-request-id'], /^[A-Za-z0-9._-]{1,64}$/);
  assert.notEqual(headers['x-request-id'], 'made-up');
  assert.equal(headers['accept-encoding'], 'br, gzip');
  // Its log line: no client address, no query string.
  const logged = proxy.output.split('\n').find((line) => line.includes('/api/need-board'));
  assert.ok(logged, proxy.output);
  assert.doesNotMatch(logged, /127\.0\.0\.1|email|someone/);
});

/** GET `path` through the proxy: its status and the instance that logged it. */
async function throughProxy(fleet, path) {
  const response = await fetch(`${fleet.url}${path}`, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return { status: response.status, server: await fleet.servedBy(response.headers.get('x-request-id')) };
}

test('through the proxy requests reach every instance; a killed one is taken out within the check interval and no request fails', { timeout: 180_000 }, async (t) => {
  const fleet = await startFleet({ instances: 3 });
  t.after(() => fleet.stop());

  // Requests one after another: least connections, round robin among equals, so each instance serves some.
  const first = [];
  for (let n = 0; n < 9; n += 1) first.push(await throughProxy(fleet, '/api/health/live'));
  assert.deepEqual(first.map(({ status }) => status), Array(9).fill(200));
  assert.deepEqual(new Set(first.map(({ server }) => server?.name)), new Set(['app1', 'app2', 'app3']));

  const victim = fleet.instances[1];
  const killedAt = Date.now();
  victim.kill('SIGKILL');
  const down = fleet.proxy.waitForOutput(new RegExp(`Server app/${victim.name} is DOWN`), 30_000).then(() => Date.now() - killedAt);
  let downAfterMs = null;
  void down.then((ms) => (downAfterMs = ms), () => {});

  // Three at a time until a second after the proxy took it out: before that, a request sent to the dead instance
  // fails to connect and is retried on another one.
  const statuses = [];
  const servers = new Set();
  while (downAfterMs === null ? Date.now() - killedAt < 30_000 : Date.now() - killedAt < downAfterMs + 1000) {
    for (const answer of await Promise.all([0, 1, 2].map(() => throughProxy(fleet, '/api/health/live')))) {
      statuses.push(answer.status);
      servers.add(answer.server?.name);
    }
  }
  const tookOutMs = await down;
  const limitMs = downWithinMs();
  // The configuration's bound, and 3 s for a busy machine.
  assert.ok(tookOutMs <= limitMs + 3000, `marked DOWN ${tookOutMs} ms after the kill; its checks allow ${limitMs} ms`);
  assert.ok(statuses.length >= 6, `${statuses.length} requests while it went down`);
  assert.deepEqual(statuses, Array(statuses.length).fill(200));
  assert.ok(!servers.has(victim.name), 'a request served by the killed instance');
  assert.deepEqual(servers, new Set(['app1', 'app3']));
  t.diagnostic(`DOWN ${tookOutMs} ms after SIGKILL (checks allow ${limitMs} ms); ${statuses.length} requests meanwhile, all 200`);
});
