// Booking benchmark (not a test; issue 23). For SQLite, and for MySQL/MariaDB when DATABASE_URL is set (a fresh
// database is created next to it on the same server): seeds a drive of 2 000 chairs (40 slots of 50) and 20 000
// donors, then the first 4 000 donors (twice the chairs) try to book at once through the API from 200 concurrent
// clients (donor i asks for slot i mod 40, so each slot gets twice as many asks as chairs). Prints bookings per second,
// p50/p95/p99 of a booking, how many chairs were given beyond capacity (must be 0), and the p50 of GET /api/events/all
// for another client during the rush beside its idle p50.
// BENCH_DONORS=5000, BENCH_ASKS=20000 (every donor asks) and BENCH_CLIENTS=50 change the sizes.
import { randomBytes } from 'node:crypto';
import { arch, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { adminSession } from './bench/admin-session.mjs';
import { httpCall } from './bench/http-call.mjs';
import { startProduct } from './bench/product-server.mjs';
import { donorTokens, seedDonorsMysql, seedDonorsSqlite } from './bench/seed-donors.mjs';
import { benchDatabase } from './bench/bench-database.mjs';
import { buildStale } from './build-stale.mjs';
import { percentile, sorted } from './bench/percentiles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DONORS = Number(process.env.BENCH_DONORS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const ASKS = Math.min(DONORS, Number(process.env.BENCH_ASKS ?? 4_000));
const SLOTS = 40;
const CHAIRS = 50;
const IDLE_RUNS = 50;
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-pass' };
const port = Number(process.env.BENCH_PORT ?? 3411);
const jwtSecret = randomBytes(32).toString('hex');


const databaseFor = (driver) =>
  benchDatabase(root, driver, {
    name: 'bench-booking',
    seedSqlite: (file) => seedDonorsSqlite(root, file, DONORS),
    seedMysql: (url) => seedDonorsMysql(root, url, DONORS),
  });

/** Connections the server closed under the client (a kept-alive socket closed as it was reused); each call is sent again. */
let resets = 0;

const call = (base, method, path, token, body) =>
  httpCall(`${base}${path}`, {
    method,
    token,
    body,
    onReset: () => {
      resets += 1;
    },
  });

/** A drive two days ahead whose one session gives SLOTS slots of CHAIRS chairs; answers its id and slot starts. */
async function createDrive(server, token) {
  const start = new Date(Math.ceil((Date.now() + 48 * 3_600_000) / 3_600_000) * 3_600_000);
  const event = await call(server.base, 'POST', '/api/events', token, { name: 'Bench Drive', location: 'Hall', dateTime: start.toISOString(), organizer: 'Bench' });
  if (event.status !== 201) throw new Error(`event: ${event.status} ${event.body}`);
  const { id } = JSON.parse(event.body);
  const session = { start: start.toISOString(), end: new Date(start.getTime() + SLOTS * 15 * 60_000).toISOString(), slotMinutes: 15, chairs: CHAIRS };
  const drive = await call(server.base, 'PUT', `/api/admin/events/${id}/drive`, token, { sessions: [session] });
  if (drive.status !== 200) throw new Error(`drive: ${drive.status} ${drive.body}`);
  const slots = JSON.parse((await call(server.base, 'GET', `/api/drives/${id}/slots`)).body);
  return { id, starts: slots.map((slot) => slot.start) };
}

/**
 * GET /api/events/all from another client (a worker thread, scripts/bench/latency-probe.mjs), one call after another:
 * `stop()` ends it once at least `min` calls were made and answers their p50 and count.
 */
function eventsAll(base, min = 1) {
  const probe = new Worker(new URL('./bench/latency-probe.mjs', import.meta.url), { workerData: { url: `${base}/api/events/all`, min } });
  const times = new Promise((resolve, reject) => {
    probe.once('message', resolve);
    probe.once('error', reject);
  });
  return {
    async stop() {
      probe.postMessage('stop');
      const all = await times;
      await probe.terminate();
      return { p50: percentile(sorted(all), 50), calls: all.length };
    },
  };
}

async function run(driver) {
  const database = await databaseFor(driver);
  const env = { ...database.env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, JWT_SECRET: jwtSecret, RATE_LIMITS: 'false', LOG_LEVEL: 'warn' };
  // Started once to migrate the empty database, seeded, then started again as a server would be on that data.
  let server = await startProduct(root, { port, env });
  await server.stop();
  const seeding = performance.now();
  const firstUserId = await database.seed();
  console.error(`${driver}: seeded ${DONORS} donors in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  server = await startProduct(root, { port, env });
  try {
    const drive = await createDrive(server, (await adminSession(server.base, admin.email, admin.password)).accessToken);
    const tokens = donorTokens(jwtSecret, DONORS, firstUserId);
    const idle = await eventsAll(server.base, IDLE_RUNS).stop();
    let next = 0;
    resets = 0;
    const answers = [];
    const during = eventsAll(server.base);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < ASKS; i = next++) {
          const answer = await call(server.base, 'POST', `/api/drives/${drive.id}/appointments`, tokens[i], { slotStart: drive.starts[i % SLOTS] });
          if (answer.status !== 201 && answer.status !== 409) throw new Error(`booking ${i}: ${answer.status} ${answer.body}`);
          answers.push(answer);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rush = await during.stop();
    const booked = answers.filter(({ status }) => status === 201);
    const [overCapacity] = await database.query(
      `SELECT COALESCE(SUM(CASE WHEN taken > chairs THEN taken - chairs ELSE 0 END), 0) AS overBooked, COALESCE(SUM(taken), 0) AS taken, COALESCE(SUM(chairs), 0) AS chairs, ` +
        `COALESCE(SUM(CASE WHEN taken <> booked THEN 1 ELSE 0 END), 0) AS counterOff FROM (SELECT s.chairs, s.booked, ` +
        `(SELECT COUNT(*) FROM appointments a WHERE a.slotId = s.id AND a.status <> 'cancelled') AS taken FROM drive_slots s WHERE s.eventId = ${Number(drive.id)}) per_slot`,
    );
    const all = sorted(answers.map(({ ms }) => ms));
    const ok = sorted(booked.map(({ ms }) => ms));
    return {
      seconds,
      requests: answers.length,
      booked: booked.length,
      refused: answers.length - booked.length,
      overCapacity: Number(overCapacity.overBooked),
      stored: Number(overCapacity.taken),
      capacity: Number(overCapacity.chairs),
      counterOff: Number(overCapacity.counterOff),
      all: [50, 95, 99].map((p) => percentile(all, p)),
      ok: [50, 95, 99].map((p) => percentile(ok, p)),
      idle: idle.p50,
      rush: rush.p50,
      rushCalls: rush.calls,
      resets,
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const drivers = (process.env.BENCH_DRIVERS?.split(',') ?? ['sqlite', ...(process.env.DATABASE_URL ? ['mysql'] : [])]);
buildStale(root);
console.log(
  `Booking rush, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0].model.trim()} (${arch()}), Node ${process.version}: ` +
    `${DONORS} donors, ${ASKS} of them asking from ${CLIENTS} clients at once, one drive of ${SLOTS * CHAIRS} chairs (${SLOTS} slots × ${CHAIRS}); load average at the start ${loadavg()[0].toFixed(1)}\n`,
);
const ms = (value) => value.toFixed(1);
const rows = [];
console.log('| driver | asks | booked (201) | refused (409) | over capacity | asks/s | bookings/s | booking p50 / p95 / p99 ms | any ask p50 / p95 / p99 ms | events/all p50 idle → rush ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|---|---|---|');
for (const driver of drivers) {
  const r = await run(driver);
  rows.push([driver, r]);
  console.log(
    `| ${driver} | ${r.requests} | ${r.booked} | ${r.refused} | ${r.overCapacity} | ${(r.requests / r.seconds).toFixed(0)} | ${(r.booked / r.seconds).toFixed(0)} | ` +
      `${r.ok.map(ms).join(' / ')} | ${r.all.map(ms).join(' / ')} | ${ms(r.idle)} → ${ms(r.rush)} (${(r.rush / r.idle).toFixed(1)}×, ${r.rushCalls} calls) |`,
  );
}
console.log(`\n(load average at the end ${loadavg()[0].toFixed(1)}; connections reset and sent again: ${rows.map(([driver, r]) => `${driver} ${r.resets}`).join(', ')})`);
for (const [driver, r] of rows) {
  if (r.overCapacity !== 0 || r.stored < r.booked || r.stored > r.booked + r.resets || r.stored > r.capacity || r.counterOff !== 0) {
    console.error(`${driver}: WRONG: ${r.overCapacity} over capacity, ${r.stored} stored for ${r.booked} answered 201, ${r.counterOff} slot counters off`);
    process.exitCode = 1;
  }
}
