// Fleet benchmark (issue 26; not a test): the product as a fleet (scripts/fleet/harness.mjs: built servers on one
// MariaDB database and one Redis, behind Debian's haproxy on ops/proxy/haproxy.cfg) serving a realistic mix with 1, 2
// and 3 instances, beside the bare proxy in front of a static file, in one run. It prints, for each, requests per
// second, p50/p95/p99, the scaling ratio (3 instances ÷ 1), the ratio to the bare proxy, and where the time goes: the
// CPU each part used per request (the app instances, haproxy, mariadbd, redis-server, the load generator, this script,
// the rest of the machine), read from /proc/<pid>/stat and /proc/stat before and after each measured window.
//
// One fleet of 3 instances is started; the 1- and 2-instance targets are proxies of their own (startProxy, the same
// configuration) in front of the first 1 and 2 of them, so every target runs on the same data. The instances left out
// of a target only answer health checks meanwhile. Argon2id keeps its production cost (logins and registrations hash
// as in production); the rate limits are off (RATE_LIMITS=false: 50 clients from one address would otherwise be
// refused), and REFUSE_EARLY_DONATIONS=false lets a donor record a donation every few seconds. Request logging stays
// on (LOG_LEVEL info, as in production; the harness reads the logs).
//
// The load: BENCH_CLIENTS (50) clients in a child process of its own (its CPU is measured apart), each a donor with its
// own session and login cookie, sending requests one after another, no pause, each drawn from MIX. Each target is
// measured for BENCH_SECONDS (15) in two halves, in the order 1, 2, 3, bare proxy, bare server, then back (bare
// server, bare proxy, 3, 2, 1), each half after a second unmeasured, so that other load on the machine weighs on all
// alike. Needs haproxy, a MariaDB server (TEST_MYSQL_URL, else mysql://root@127.0.0.1:3306) and Redis
// (TEST_REDIS_URL, else redis://127.0.0.1:6379); builds what is missing first. Exits 1 when an answer was not the
// one expected (a status other than the request's own, or a failed connection).
import { execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { arch, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawGet, startBareServer } from '../bench/bare-server.mjs';
import { percentile, sorted } from '../bench/percentiles.mjs';
import { adminSession, expectCall, registerDonor } from './api.mjs';
import { listenerPid } from './sockets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const LEAD_IN_MS = 1000;
const WARM_UP_MS = 5000;
const IDLE_MS = 2000;
const INSTANCE_COUNTS = [1, 2, 3];
/** As a browser asks: the home page is sent precompressed, API answers compressed by the app. */
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const ADMIN_PAGE = { range: '[0,9]', filter: '{}' };
const BLOOD_GROUPS = ['O+', 'A+', 'B+', 'AB+', 'O-', 'A-', 'B-', 'AB-'];
const CITIES = ['Pune', 'Mumbai', 'Nagpur', 'Nashik'];

const query = (params) => `?${new URLSearchParams(params)}`;
const json = (body) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const pastDate = () => new Date(Date.now() - Math.floor(Math.random() * 700 + 1) * 86_400_000).toISOString().slice(0, 10);

/**
 * The mix, in requests out of 100: public reads 60, donor writes 16, admin list pages (the panel's first page of 10)
 * 20, password logins 4 (about one a session). `make(client, admin)` gives { method, path, headers, body }; `expect`
 * the status every answer must have.
 */
const MIX = [
  { name: 'GET / (home page)', group: 'public read', weight: 12, expect: 200, make: () => ({ path: '/' }) },
  { name: 'GET /api/events/all', group: 'public read', weight: 16, expect: 200, make: () => ({ path: '/api/events/all' }) },
  { name: 'GET /api/need-board', group: 'public read', weight: 16, expect: 200, make: () => ({ path: '/api/need-board' }) },
  { name: 'GET /api/board-members', group: 'public read', weight: 16, expect: 200, make: () => ({ path: '/api/board-members' }) },
  {
    name: 'POST /api/auth/login (donor, argon2id)',
    group: 'login',
    weight: 4,
    expect: 200,
    make: (client) => {
      const { headers, body } = json({ email: client.email, password: client.password });
      return { method: 'POST', path: '/api/auth/login', headers: { ...headers, ...(client.device ? { cookie: client.device } : {}) }, body };
    },
  },
  {
    name: 'PUT /api/user/availability',
    group: 'donor write',
    weight: 10,
    expect: 200,
    make: (client) => ({ method: 'PUT', path: '/api/user/availability', ...bearer(client.token, json(Math.random() < 0.5 ? { available: true, city: client.city } : { available: false })) }),
  },
  {
    name: 'POST /api/add (own donation)',
    group: 'donor write',
    weight: 6,
    expect: 201,
    make: (client) => ({ method: 'POST', path: '/api/add', ...bearer(client.token, json(donation(client.name, client.bloodGroup, client.city))) }),
  },
  {
    name: 'GET /api/admin/donorlist (page 1)',
    group: 'admin list page',
    weight: 8,
    expect: 200,
    make: (client, admin) => ({ path: `/api/admin/donorlist${query({ ...ADMIN_PAGE, sort: '["date","DESC"]' })}`, ...bearer(admin) }),
  },
  {
    name: 'GET /api/admin/users (page 1)',
    group: 'admin list page',
    weight: 6,
    expect: 200,
    make: (client, admin) => ({ path: `/api/admin/users${query({ ...ADMIN_PAGE, sort: '["createdAt","DESC"]' })}`, ...bearer(admin) }),
  },
  {
    name: 'GET /api/admin/bloodRequests (page 1)',
    group: 'admin list page',
    weight: 6,
    expect: 200,
    make: (client, admin) => ({ path: `/api/admin/bloodRequests${query({ ...ADMIN_PAGE, sort: '["createdAt","DESC"]' })}`, ...bearer(admin) }),
  },
];
const STATIC = { name: 'GET / (static file)', group: 'static', weight: 1, expect: 200, make: () => ({ path: '/' }) };

function bearer(token, request = {}) {
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
}

function donation(name, bloodGroup, city) {
  return { name, bloodGroup, units: 1, mobile: '9876543210', gender: 'Female', age: 30, city, address: '1 Main Road', date: pastDate() };
}

// ---------------------------------------------------------------------------------------------------------------
// The load generator: a child process (fork of this file with the argument load-generator), told by messages what
// to load, when to start counting ('mark') and when to stop ('stop'); it answers the window's answers.

/** The load generator's connections: kept alive, one per client at most, as each browser keeps its own. */
const clientAgent = new Agent({ keepAlive: true });

/**
 * One request on a kept-alive connection, its answer read to the end but not decompressed (a browser elsewhere would
 * do that on its own CPU): the status and the Set-Cookie lines. node:http rather than fetch, whose decompression and
 * streams cost this machine about 1 ms of CPU per request, taken from the servers measured.
 */
function send(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: clientAgent, method, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode, cookies: response.headers['set-cookie'] ?? [] }));
      response.resume();
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function loadGenerator() {
  let clients = [];
  let admin = '';
  let run = null;

  /** One client: requests one after another until the run stops; counts those answered while recording. */
  async function client(state, index, base, target) {
    const me = clients[index % clients.length];
    const kinds = target === 'static' ? [STATIC] : MIX;
    const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
    while (!state.stopping) {
      let draw = Math.random() * total;
      const kind = kinds.find((candidate) => (draw -= candidate.weight) < 0) ?? kinds[0];
      const { method = 'GET', path, headers = {}, body } = kind.make(me, admin);
      const started = performance.now();
      let status;
      try {
        const response = await send(base + path, { method, headers: { ...ACCEPT, ...headers }, body });
        status = response.status;
        const device = response.cookies.find((cookie) => cookie.startsWith('loginDevice='));
        if (device) me.device = device.split(';')[0];
      } catch (error) {
        status = error?.code ?? error?.name ?? 'error';
      }
      if (!state.recording) continue;
      const entry = state.kinds[kind.name] ?? (state.kinds[kind.name] = { ms: [], unexpected: {} });
      entry.ms.push(performance.now() - started);
      if (status !== kind.expect) entry.unexpected[status] = (entry.unexpected[status] ?? 0) + 1;
    }
  }

  process.on('message', async (message) => {
    if (message.type === 'setup') {
      ({ clients, admin } = message);
      process.send({ type: 'ready' });
    } else if (message.type === 'run') {
      const state = { stopping: false, recording: false, kinds: {}, markAt: 0 };
      state.done = Promise.all(Array.from({ length: message.clients }, (_, index) => client(state, index, message.base, message.target)));
      run = state;
    } else if (message.type === 'mark') {
      run.kinds = {};
      run.markAt = performance.now();
      run.recording = true;
    } else if (message.type === 'stop') {
      const state = run;
      state.recording = false;
      const windowMs = state.markAt ? performance.now() - state.markAt : 0;
      state.stopping = true;
      await state.done;
      run = null;
      process.send({ type: 'result', windowMs, kinds: state.kinds });
    }
  });
  process.send({ type: 'started' });
}

// ---------------------------------------------------------------------------------------------------------------
// CPU accounting from /proc.

const TICK_MS = 1000 / (Number(tryRun('getconf', ['CLK_TCK'])) || 100);

function tryRun(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || null;
  }
}

/** CPU time (user + system, all threads) process `pid` has used, in ms; null once it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** CPU time the whole machine was busy (every core, everything but idle and iowait), in ms. */
function machineBusyMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

/** A local server's pid from its URL's port (only for a server on this machine). */
function localServerPid(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname) ? listenerPid(Number(port || defaultPort)) : null;
}

/** The CPU ms so far of each part: { part: [pids] } → { part: ms, machine: ms, at: ms }. */
function cpuSnapshot(parts) {
  const snapshot = { at: performance.now(), machine: machineBusyMs() };
  for (const [part, pids] of Object.entries(parts)) snapshot[part] = pids.length === 0 ? null : pids.reduce((sum, pid) => sum + (cpuMs(pid) ?? NaN), 0);
  return snapshot;
}

// ---------------------------------------------------------------------------------------------------------------
// Setting up the data, through the proxy.

/** Runs `task(i)` for i in 0..count-1, `parallel` at a time. */
async function inParallel(count, parallel, task) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, async () => {
    while (next < count) await task(next++);
  }));
}

/**
 * What the mix reads: 20 events, 8 board members, 12 blood requests (8 approved: the need board), 300 walk-in
 * donations, and CLIENTS donors, each registered, logged in (its session and login cookie) with one donation.
 */
async function seed(base, settings) {
  const { accessToken: admin } = await adminSession(base, settings.ADMIN_EMAIL, settings.ADMIN_PASSWORD);
  for (let n = 1; n <= 20; n += 1) {
    const dateTime = new Date(Date.now() + n * 7 * 86_400_000).toISOString();
    await expectCall(base, 'POST', '/api/events', { token: admin, body: { name: `Blood Drive ${n}`, location: `Town Hall ${n}, ${CITIES[n % 4]}`, dateTime, organizer: 'Red Cross', description: 'Walk in between 9:30 and 16:00. Bring an ID and eat well before you come.' } });
  }
  for (let n = 1; n <= 8; n += 1) {
    await expectCall(base, 'POST', '/api/admin/board-members', { token: admin, body: { full_name: `Board Member ${n}`, description: 'Leads the volunteers of the city drives.', linkedin_url: `https://www.linkedin.com/in/member${n}`, twitter_url: null, github_url: null, teams: ['open-source'] } });
  }
  await inParallel(300, 10, (n) => expectCall(base, 'POST', '/api/add', { token: admin, body: donation(`Walk-in Donor ${n}`, BLOOD_GROUPS[n % 8], CITIES[n % 4]) }));
  const clients = [];
  await inParallel(CLIENTS, 6, async (n) => {
    const donor = { name: `Bench Donor ${n}`, bloodGroup: BLOOD_GROUPS[n % 8], city: CITIES[n % 4] };
    const account = await registerDonor(base, { username: donor.name, email: `fleet-bench-donor-${n}@example.org`, password: 'fleet-bench-pass', bloodGroup: donor.bloodGroup });
    clients[n] = { ...donor, ...account };
    await expectCall(base, 'POST', '/api/add', { token: account.token, body: donation(donor.name, donor.bloodGroup, donor.city) });
  });
  for (let n = 0; n < 12; n += 1) {
    const asker = clients[n];
    const { id } = await expectCall(base, 'POST', '/api/blood-requests', {
      token: asker.token,
      body: { name: `Patient ${n}`, email: asker.email, bloodGroup: BLOOD_GROUPS[n % 8], units: 2, mobile: '+91 9876543210', gender: 'Male', age: 40, disease: '', status: false, city: CITIES[n % 4] },
    });
    if (n < 8) await expectCall(base, 'PUT', `/api/blood-requests/${id}/approve`, { token: admin, body: {} });
  }
  return { admin, clients };
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

function askLoader(child, message, answerType) {
  return new Promise((resolve, reject) => {
    const onMessage = (answer) => {
      if (answer.type !== answerType) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(answer);
    };
    const onExit = (code) => reject(new Error(`the load generator exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (message) child.send(message);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One measured window on `target`: lead-in, then `ms` counted, with the CPU of every part around it. */
async function measureWindow(loader, target, ms) {
  loader.child.send({ type: 'run', base: target.url, target: target.kind, clients: CLIENTS });
  await sleep(LEAD_IN_MS);
  const before = cpuSnapshot(target.parts);
  loader.child.send({ type: 'mark' });
  await sleep(ms);
  const after = cpuSnapshot(target.parts);
  const result = await askLoader(loader.child, { type: 'stop' }, 'result');
  const cpu = {};
  for (const part of [...Object.keys(target.parts), 'machine']) cpu[part] = before[part] === null ? null : after[part] - before[part];
  return { ...result, cpu, wallMs: after.at - before.at };
}

/** Adds a window's figures to a target's totals. */
function addWindow(totals, result) {
  totals.windowMs += result.windowMs;
  totals.wallMs += result.wallMs;
  for (const [part, ms] of Object.entries(result.cpu)) totals.cpu[part] = ms === null ? null : (totals.cpu[part] ?? 0) + ms;
  for (const [name, { ms, unexpected }] of Object.entries(result.kinds)) {
    const kind = totals.kinds[name] ?? (totals.kinds[name] = { ms: [], unexpected: {} });
    // One by one: a long window of the static file answers more requests than a spread call may pass.
    for (const one of ms) kind.ms.push(one);
    for (const [status, count] of Object.entries(unexpected)) kind.unexpected[status] = (kind.unexpected[status] ?? 0) + count;
  }
}

function figures(totals) {
  const all = sorted(Object.values(totals.kinds).flatMap((kind) => kind.ms));
  const requests = all.length;
  const unexpected = {};
  for (const kind of Object.values(totals.kinds)) for (const [status, count] of Object.entries(kind.unexpected)) unexpected[status] = (unexpected[status] ?? 0) + count;
  const perRequest = (ms) => (ms === null || ms === undefined || Number.isNaN(ms) ? null : ms / requests);
  const cpu = Object.fromEntries(Object.entries(totals.cpu).map(([part, ms]) => [part, perRequest(ms)]));
  const known = ['server', 'proxy', 'database', 'redis', 'loader', 'harness'].reduce((sum, part) => sum + (totals.cpu[part] ?? 0), 0);
  cpu.rest = perRequest(totals.cpu.machine - known);
  return {
    requests,
    rate: requests / (totals.windowMs / 1000),
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    unexpected,
    cpu,
    busy: totals.cpu.machine / (totals.wallMs * cpus().length),
    // Every core's time ÷ the CPU the servers (app, proxy, database, Redis) used per request: the rate they could reach
    // with the machine to themselves (the load generator and other work elsewhere), at this CPU cost per request.
    ceiling: (cpus().length * 1000) / ['server', 'proxy', 'database', 'redis'].reduce((sum, part) => sum + (cpu[part] ?? 0), 0),
  };
}

async function main() {
  const { buildStale } = await import('../build-stale.mjs');
  const { startFleet, startProxy } = await import('./harness.mjs');
  const { findProgram } = await import('../test-services.mjs');
  buildStale(root);
  const loadAtStart = loadavg()[0];
  const started = Date.now();

  process.stderr.write(`  starting ${Math.max(...INSTANCE_COUNTS)} instances and the proxy\n`);
  const fleet = await startFleet({ instances: Math.max(...INSTANCE_COUNTS), env: { RATE_LIMITS: 'false', REFUSE_EARLY_DONATIONS: 'false' } });
  const proxies = [];
  let bare = null;
  let loader = null;
  try {
    const databasePid = localServerPid(fleet.settings.DATABASE_URL, 3306);
    const redisPid = localServerPid(fleet.settings.REDIS_URL, 6379);
    const mysql = createRequire(join(root, 'backend/package.json'))('mysql2/promise');
    const connection = await mysql.createConnection(fleet.settings.DATABASE_URL);
    const [[{ version }]] = await connection.query('SELECT VERSION() AS version');
    await connection.end();
    const versionOf = (program, flag, pattern) => {
      try {
        return pattern.exec(tryRun(findProgram(program), [flag]) ?? '')?.[1] ?? '?';
      } catch {
        return '?';
      }
    };
    const haproxyVersion = versionOf('haproxy', '-v', /version (\S+)/);
    const redisVersion = versionOf('redis-server', '--version', /v=(\S+)/);

    process.stderr.write(`  started in ${((Date.now() - started) / 1000).toFixed(0)} s; seeding\n`);
    const data = await seed(fleet.url, fleet.settings);
    // The bare target: a node:http server sending the bytes (and headers) the product sends for GET /, for any path.
    const home = await rawGet(`${fleet.url}/`, ACCEPT);
    bare = { ...(await startBareServer({ '*': home })), bytes: home.body.length, encoding: home.headers['content-encoding'] };
    const bareProxy = await startProxy([bare.port]);
    proxies.push(bareProxy);

    const shared = { database: databasePid ? [databasePid] : [], redis: redisPid ? [redisPid] : [], harness: [process.pid] };
    // What the machine and the shared servers do without this run's load (other work; the fleet's background jobs).
    const idleParts = { server: fleet.instances.map((server) => server.pid), database: shared.database, redis: shared.redis };
    const idleBefore = cpuSnapshot(idleParts);
    await sleep(IDLE_MS);
    const idleAfter = cpuSnapshot(idleParts);
    const idleShare = (part) => (idleBefore[part] === null ? '—' : `${(((idleAfter[part] - idleBefore[part]) / (idleAfter.at - idleBefore.at)) * 100).toFixed(0)} %`);
    const idle = { machine: (idleAfter.machine - idleBefore.machine) / ((idleAfter.at - idleBefore.at) * cpus().length) };
    const child = fork(fileURLToPath(import.meta.url), ['load-generator'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    loader = { child };
    await askLoader(child, null, 'started');
    await askLoader(child, { type: 'setup', clients: data.clients, admin: data.admin }, 'ready');
    shared.loader = [child.pid];

    const targets = [];
    for (const count of INSTANCE_COUNTS) {
      const servers = fleet.instances.slice(0, count);
      let proxy = fleet.proxy;
      if (count !== fleet.instances.length) {
        proxy = await startProxy(servers.map((server) => server.port));
        proxies.push(proxy);
      }
      targets.push({ label: `mix, ${count} instance${count === 1 ? '' : 's'}`, count, kind: 'mix', url: proxy.url, parts: { server: servers.map((server) => server.pid), proxy: [proxy.pid], ...shared } });
    }
    targets.push({ label: 'static file, bare proxy', kind: 'static', url: bareProxy.url, parts: { ...shared, server: [bare.pid], proxy: [bareProxy.pid], database: [], redis: [] } });
    targets.push({ label: 'static file, no proxy', kind: 'static', url: bare.url, parts: { ...shared, server: [bare.pid], proxy: [], database: [], redis: [] } });

    // Warm-up, not counted: the mix on every instance (the 3-instance proxy), then the static file.
    const all = targets.find((target) => target.count === fleet.instances.length);
    await measureWindow(loader, all, WARM_UP_MS);
    await measureWindow(loader, targets.at(-2), 1000);

    const totals = new Map(targets.map((target) => [target, { windowMs: 0, wallMs: 0, cpu: {}, kinds: {} }]));
    for (const target of [...targets, ...[...targets].reverse()]) {
      process.stderr.write(`  measuring ${target.label} (${SECONDS / 2} s)\n`);
      addWindow(totals.get(target), await measureWindow(loader, target, (SECONDS / 2) * 1000));
    }
    const results = new Map(targets.map((target) => [target, figures(totals.get(target))]));
    const loadAtEnd = loadavg()[0];

    // The report.
    const mixOf = (count) => results.get(targets.find((target) => target.count === count));
    const bareRate = results.get(targets.at(-2)).rate;
    const one = mixOf(1);
    const ms = (value) => (value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(2));
    const latency = (value) => value.toFixed(1);
    console.log(`\nFleet, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0].model.trim()} (${arch()}), Node ${process.version}, MariaDB ${version}, HAProxy ${haproxyVersion}, Redis ${redisVersion}`);
    console.log(
      `${CLIENTS} clients (one process, node:http, kept-alive connections), ${SECONDS} s per target in halves (1, 2, 3, bare proxy, no proxy, then back); ` +
        `argon2id at its production cost, request logging on, rate limits off; load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end\n`,
    );
    console.log(
      `Before the load, ${IDLE_MS / 1000} s with every instance idle: the machine ${(idle.machine * 100).toFixed(0)} % busy (other work), ` +
        `MariaDB ${idleShare('database')} of a core, Redis ${idleShare('redis')}, the ${fleet.instances.length} instances ${idleShare('server')} together\n`,
    );
    console.log('| target | req/s | × 1 instance | ÷ bare proxy | p50 ms | p95 ms | p99 ms | not as expected | CPU ms per request: app (or bare server) | haproxy | MariaDB | Redis | load generator | this script (logs) | rest of machine | machine busy | req/s the cores allow the servers |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const target of targets) {
      const result = results.get(target);
      const unexpected = Object.entries(result.unexpected).map(([status, count]) => `${count} × ${status}`).join(', ') || '0';
      const scaling = target.kind === 'mix' ? (result.rate / one.rate).toFixed(2) : '—';
      const { cpu } = result;
      console.log(
        `| ${target.label} | ${result.rate.toFixed(0)} | ${scaling} | ${(result.rate / bareRate).toFixed(3)} | ${latency(result.p50)} | ${latency(result.p95)} | ${latency(result.p99)} | ${unexpected} | ` +
          `${ms(cpu.server)} | ${ms(cpu.proxy)} | ${ms(cpu.database)} | ${ms(cpu.redis)} | ${ms(cpu.loader)} | ${ms(cpu.harness)} | ${ms(cpu.rest)} | ${(result.busy * 100).toFixed(0)} % | ${result.ceiling.toFixed(0)} |`,
      );
    }
    const top = mixOf(Math.max(...INSTANCE_COUNTS));
    const scaling = top.rate / one.rate;
    console.log(
      `\nScaling, ${Math.max(...INSTANCE_COUNTS)} instances ÷ 1: ${scaling.toFixed(2)} (goal ≥ 1.00: ${scaling >= 1 ? 'met' : 'NOT met'}). ` +
        `The mix at ${Math.max(...INSTANCE_COUNTS)} instances ÷ the bare proxy serving the static file: ${(top.rate / bareRate).toFixed(3)}; ` +
        `the bare proxy ÷ the static file with no proxy: ${(bareRate / results.get(targets.at(-1)).rate).toFixed(2)}.`,
    );
    console.log(
      'CPU ms per request: CPU time (user + system) each process used during the measured windows, from /proc/<pid>/stat, ÷ the requests answered; ' +
        "the app column sums the target's instances; MariaDB and Redis are the servers the fleet uses (shared with anything else using them); " +
        `"this script" is the benchmark's own process, which reads the instances' and the proxy's logs (one line a request each); ` +
        `"rest of machine" is every other process (other work on the machine) and the kernel's own time; "machine busy" is the share of all cores in use; ` +
        `"req/s the cores allow the servers" is ${cpus().length} cores' time ÷ (app + haproxy + MariaDB + Redis) CPU per request, the rate they could reach with the machine to themselves.\n`,
    );

    console.log(`Per request, p50 / p99 ms at ${INSTANCE_COUNTS.join(', ')} instance(s):\n`);
    console.log(`| request | share | ${INSTANCE_COUNTS.map((count) => `${count}: p50 / p99`).join(' | ')} | answers counted at ${INSTANCE_COUNTS.join(' / ')} |`);
    console.log(`|---|---:|${INSTANCE_COUNTS.map(() => '---:|').join('')}---:|`);
    for (const kind of MIX) {
      const cells = [];
      const counts = [];
      for (const count of INSTANCE_COUNTS) {
        const times = sorted(totals.get(targets.find((target) => target.count === count)).kinds[kind.name]?.ms ?? []);
        cells.push(times.length === 0 ? '—' : `${latency(percentile(times, 50))} / ${latency(percentile(times, 99))}`);
        counts.push(times.length);
      }
      console.log(`| ${kind.name} | ${kind.weight} % | ${cells.join(' | ')} | ${counts.join(' / ')} |`);
    }
    console.log(`\nStatic file: GET / as the product sends it (${bare.bytes} bytes${bare.encoding ? ` ${bare.encoding}` : ''}), from a bare node:http server. Run took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    if ([...results.values()].some((result) => Object.keys(result.unexpected).length > 0)) process.exitCode = 1;
  } finally {
    loader?.child.kill();
    for (const proxy of proxies) await proxy.stop();
    bare?.child.kill();
    await fleet.stop();
  }
}

if (process.argv[2] === 'load-generator') await loadGenerator();
else await main();
