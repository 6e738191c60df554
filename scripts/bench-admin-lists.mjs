// Admin list benchmark (not a test). For SQLite, and for MySQL/MariaDB when DATABASE_URL is set (fresh databases are
// created next to it on the same server): seeds 1 000 and 1 000 000 donations (with a user and a blood request for every
// ten), then times the admin lists through the API and prints p50, p95 and the 1M/1k ratio of each query. At the large
// size it also downloads GET /api/donorlist whole and prints the time to its first byte, the server's peak RSS and how
// long donations sent during the download took to be acknowledged.
// BENCH_SIZES=1000,100000 changes the sizes (the ratio is always largest/smallest).
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminSession } from './bench/admin-session.mjs';
import { nameOf, seedMysql, seedSqlite, SURNAME } from './bench/seed-lists.mjs';
import { startProduct } from './bench/product-server.mjs';
import { buildStale } from './build-stale.mjs';
import { percentile } from './bench/percentiles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = (process.env.BENCH_SIZES ?? '1000,1000000').split(',').map(Number);
const RUNS = 40;
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-pass' };
const port = Number(process.env.BENCH_PORT ?? 3410);

const QUERIES = [
  ['donorlist: first page', 'donorlist', {}],
  ['donorlist: blood group O-', 'donorlist', { filter: '{"bloodGroup":"O-"}' }],
  ...['id', 'name', 'age', 'bloodGroup', 'city', 'units', 'date'].map((field) => [`donorlist: sort ${field} ASC`, 'donorlist', { sort: `["${field}","ASC"]` }]),
  [`donorlist: search "${SURNAME.toLowerCase()}"`, 'donorlist', { filter: JSON.stringify({ q: SURNAME.toLowerCase() }) }],
  [`donorlist: search "${nameOf(3)}"`, 'donorlist', { filter: JSON.stringify({ q: nameOf(3) }) }],
  ['donorlist: last page', 'donorlist', { last: true }],
  ['users: first page', 'users', {}],
  ['users: blood group + role', 'users', { filter: '{"bloodGroup":"A+","role":"user"}' }],
  ['users: last page', 'users', { last: true }],
  ['bloodRequests: status Pending', 'bloodRequests', { filter: '{"status":"Pending"}' }],
];


async function timed(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, range: response.headers.get('content-range') };
}

/** p50 and p95 of RUNS calls (after 3 warm-up calls), and the Content-Range of the last one. */
async function measure(server, token, resource, query) {
  const url = (params) => `${server.base}/api/admin/${resource}?${new URLSearchParams(params)}`;
  let params = { range: '[0,9]', ...query };
  if (query.last) {
    const { range } = await timed(url({ range: '[0,0]' }), token);
    const total = Number(range.split('/')[1]);
    params = { range: `[${Math.max(0, total - 10)},${total - 1}]` };
  }
  for (let warm = 0; warm < 3; warm += 1) await timed(url(params), token);
  const times = [];
  let range = '';
  for (let run = 0; run < RUNS; run += 1) ({ ms: times[run], range } = await timed(url(params), token));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), range };
}

/** Downloads GET /api/donorlist whole while sending a donation every 250 ms. */
async function stream(server, token) {
  let peak = server.rssMiB();
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 20);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/donorlist`, { headers: { Authorization: `Bearer ${token}` } });
  const reader = response.body.getReader();
  let firstByte;
  let bytes = 0;
  const acknowledgements = [];
  let downloading = true;
  const donating = (async () => {
    while (downloading) {
      const sent = performance.now();
      const answer = await fetch(`${server.base}/api/add`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'During Download', bloodGroup: 'O+', units: 1, mobile: '9876543210', gender: 'Female', age: 30, city: 'Pune', address: 'Road', date: '2026-01-01' }),
      });
      if (answer.status !== 201) throw new Error(`donation during the download: ${answer.status}`);
      acknowledgements.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    bytes += value.length;
  }
  downloading = false;
  await donating;
  clearInterval(sampler);
  acknowledgements.sort((a, b) => a - b);
  return { firstByte, seconds: (performance.now() - started) / 1000, MiB: bytes / 1024 / 1024, peak, ackMax: acknowledgements.at(-1), acks: acknowledgements.length };
}

async function databaseFor(driver, size) {
  if (driver === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), `bench-lists-${size}-`));
    // DATABASE_URL empty: this run is SQLite's, whatever the shell set for the MySQL run.
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, seed: () => seedSqlite(root, join(dataDir, 'blood-donation.sqlite'), size), drop: async () => {} };
  }
  const mysql = createRequire(join(root, 'backend/package.json'))('mysql2/promise');
  const url = new URL(process.env.DATABASE_URL);
  const name = `${url.pathname.slice(1) || 'blood_donation'}_bench_${size}`;
  const server = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-lists-')) },
    seed: () => seedMysql(root, url.toString(), size),
    drop: async () => {
      await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await server.end();
    },
  };
}

async function run(driver) {
  const results = {};
  let streamed;
  for (const size of SIZES) {
    const database = await databaseFor(driver, size);
    // Started once to migrate the empty database, seeded, then started again as a server would be on that data.
    let server = await startProduct(root, { port, env: { ...database.env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    await server.stop();
    const seeding = performance.now();
    await database.seed();
    console.error(`${driver}: seeded ${size} donations in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    server = await startProduct(root, { port, env: { ...database.env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    try {
      const { accessToken: token } = await adminSession(server.base, admin.email, admin.password);
      for (const [label, resource, query] of QUERIES) (results[label] ??= {})[size] = await measure(server, token, resource, query);
      if (size === SIZES.at(-1)) streamed = await stream(server, token);
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  return { results, streamed };
}

const drivers = ['sqlite', ...(process.env.DATABASE_URL ? ['mysql'] : [])];
buildStale(root);
console.log(`Admin lists, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0].model.trim()} (${arch()}), Node ${process.version}`);
const [small, large] = [SIZES[0], SIZES.at(-1)];
const fmt = (ms) => ms.toFixed(1).padStart(7);
for (const driver of drivers) {
  const { results, streamed } = await run(driver);
  console.log(`\n${driver}: ${small} and ${large} donations (p50 and p95 of ${RUNS} calls through the API, ms)\n`);
  console.log(`| query | ${small} p50 | ${small} p95 | ${large} p50 | ${large} p95 | ratio p50 | total at ${large} |`);
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const [label, sizes] of Object.entries(results)) {
    const [a, b] = [sizes[small], sizes[large]];
    console.log(`| ${label} | ${fmt(a.p50)} | ${fmt(a.p95)} | ${fmt(b.p50)} | ${fmt(b.p95)} | ${(b.p50 / a.p50).toFixed(2)} | ${b.range.split('/')[1]} |`);
  }
  console.log(
    `\nGET /api/donorlist, whole (${streamed.MiB.toFixed(0)} MiB JSON in ${streamed.seconds.toFixed(1)} s): first byte after ${streamed.firstByte.toFixed(0)} ms; ` +
      `server RSS at most ${streamed.peak.toFixed(0)} MiB; ${streamed.acks} donations sent meanwhile, slowest acknowledged in ${streamed.ackMax.toFixed(0)} ms`,
  );
}
