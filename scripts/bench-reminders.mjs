// Eligible-again benchmark (not a test; issue 24). For SQLite, and for MySQL/MariaDB when DATABASE_URL is set (a fresh
// database is created next to it on the same server): seeds donors with one donation each spread over the last two
// years, every one opted in to eligible-again reminders (scripts/bench/seed-reminders.mjs, bulk SQL), then runs the
// job for one day: the donors due today are held back until the server has started and GET /api/events/all's idle p50
// is measured, then made due; the job's next run (REMINDER_SWEEP_MINUTES=1) sends the day's reminders. Prints how long
// the day's run took (the job's own log line), the reminder_schedule rows it read per reminder sent (the index serves
// it: the same at every size), the server's peak RSS, and the p50 of GET /api/events/all during the run beside idle.
// BENCH_SIZES=100000,1000000 (default) sets the donor counts, run side by side.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { arch, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { seedRemindersMysql, seedRemindersSqlite } from './bench/seed-reminders.mjs';
import { benchDatabase } from './bench/bench-database.mjs';
import { spawnServer } from './server-process.mjs';
import { buildStale } from './build-stale.mjs';
import { percentile, sorted } from './bench/percentiles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const IDLE_RUNS = 50;
const TIME_ZONE = 'Asia/Kolkata';
const RULE_SET = 'US';
/** The due day the seeding gives today's donors until the run: after every real one, so the job passes them by. */
const HELD_BACK = '9999-12-31';
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-pass' };
const port = Number(process.env.BENCH_PORT ?? 3412);
const jwtSecret = randomBytes(32).toString('hex');


const databaseFor = (driver) =>
  benchDatabase(root, driver, {
    name: 'bench-reminders',
    seedSqlite: (file, count) => seedRemindersSqlite(root, file, count, TIME_ZONE, RULE_SET),
    seedMysql: (url, count) => seedRemindersMysql(root, url, count, TIME_ZONE, RULE_SET),
  });

/** The built product on `port` with its log lines read as they come; resolves once /api/health answers. */
async function startServer(env) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawnServer(root, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const waiting = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    for (const waiter of [...waiting]) {
      if (!line.includes(waiter.text)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve({ line, at: Date.now() });
    }
  });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 2400) throw new Error('The product did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    /** The first log line holding `text` from now on, and when it came. */
    logLine: (text) => new Promise((resolve) => waiting.push({ text, resolve })),
    /** Peak resident memory of the server process so far, in MiB (Linux VmHWM). */
    peakRssMiB: () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** GET /api/events/all from another client (scripts/bench/latency-probe.mjs); `stop()` answers each call's { at, ms }. */
function eventsAll(base, min = 1) {
  const probe = new Worker(new URL('./bench/latency-probe.mjs', import.meta.url), { workerData: { url: `${base}/api/events/all`, min, stamped: true } });
  const times = new Promise((resolve, reject) => {
    probe.once('message', resolve);
    probe.once('error', reject);
  });
  return {
    async stop() {
      probe.postMessage('stop');
      const all = await times;
      await probe.terminate();
      return all;
    },
  };
}

async function run(driver, size) {
  const database = await databaseFor(driver);
  const env = {
    ...database.env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, JWT_SECRET: jwtSecret, RATE_LIMITS: 'false', LOG_LEVEL: 'info',
    SITE_TIME_ZONE: TIME_ZONE, ELIGIBILITY_RULES: RULE_SET, REMINDER_SWEEP_MINUTES: '1',
  };
  // Started once to migrate the empty database, seeded, then started again as a server would be on that data.
  let server = await startServer(env);
  await server.stop();
  const seeding = performance.now();
  const { today } = await database.seed(size);
  await database.query('UPDATE reminder_schedule SET dueOn = ? WHERE dueOn = ?', [HELD_BACK, today]);
  console.error(`${driver}: seeded ${size} donors in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  server = await startServer(env);
  try {
    const [{ due }] = await database.query('SELECT COUNT(*) AS due FROM reminder_schedule WHERE dueOn = ?', [HELD_BACK]);
    const plan = await database.query(`${database.plan}SELECT userId, dueOn FROM reminder_schedule WHERE dueOn <= ? ORDER BY dueOn, userId LIMIT 200`, [today]);
    // Warmed up first (the first calls after a start pay for compiling), then measured idle.
    await eventsAll(server.base, IDLE_RUNS).stop();
    const idle = sorted((await eventsAll(server.base, IDLE_RUNS).stop()).map(({ ms }) => ms));
    const during = eventsAll(server.base);
    const logged = server.logLine('eligible-again reminder(s)');
    await database.query('UPDATE reminder_schedule SET dueOn = ? WHERE dueOn = ?', [today, HELD_BACK]);
    const { line, at } = await logged;
    const calls = await during.stop();
    const [, sent, scanned, ms] = /Queued (\d+) eligible-again reminder\(s\): (\d+) schedule row\(s\) read in (\d+) ms/.exec(line).map(Number);
    const inRun = sorted(calls.filter((call) => call.at >= at - ms && call.at <= at).map((call) => call.ms));
    const [{ stored }] = await database.query('SELECT COUNT(*) AS stored FROM eligibility_reminders');
    return {
      size, due: Number(due), sent, scanned, ms, stored: Number(stored), peak: server.peakRssMiB(),
      idle: percentile(idle, 50), during: inRun.length ? percentile(inRun, 50) : NaN, duringCalls: inRun.length,
      plan: plan.map((row) => row.detail ?? `${row.key} ${row.type} rows=${row.rows}`).join('; '),
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const drivers = process.env.BENCH_DRIVERS?.split(',') ?? ['sqlite', ...(process.env.DATABASE_URL ? ['mysql'] : [])];
buildStale(root);
console.log(
  `Eligible-again reminders, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0].model.trim()} (${arch()}), Node ${process.version}: ` +
    `donors with one donation each over two years, all opted in, ${RULE_SET} rules; one day's run; load average at the start ${loadavg()[0].toFixed(1)}\n`,
);
const f1 = (value) => value.toFixed(1);
const rows = [];
console.log('| driver | donors | due today | sent | run ms | schedule rows read per reminder | peak RSS MiB | events/all p50 idle → during run ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const driver of drivers) {
  for (const size of SIZES) {
    const r = await run(driver, size);
    rows.push([driver, r]);
    console.log(
      `| ${driver} | ${r.size} | ${r.due} | ${r.sent} | ${r.ms} | ${(r.scanned / Math.max(1, r.sent)).toFixed(2)} | ${r.peak.toFixed(0)} | ` +
        `${f1(r.idle)} → ${f1(r.during)} (${(r.during / r.idle).toFixed(1)}×, ${r.duringCalls} calls) |`,
    );
  }
}
console.log(`\n(load average at the end ${loadavg()[0].toFixed(1)}; the due rows' query plan: ${[...new Set(rows.map(([driver, r]) => `${driver}: ${r.plan}`))].join(' | ')})`);
for (const [driver, r] of rows) {
  if (r.sent !== r.due || r.stored !== r.sent || r.peak > 300) {
    console.error(`${driver} ${r.size}: WRONG: ${r.sent} sent for ${r.due} due, ${r.stored} recorded, peak RSS ${r.peak.toFixed(0)} MiB`);
    process.exitCode = 1;
  }
}
