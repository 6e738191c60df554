import { Logger } from '@nestjs/common';
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { type DatabaseSettings, SQLITE_FILE_NAME } from '../src/config/database-settings';
import { openDatabase } from '../src/database/open-database';
import { waitFor } from './support/mail';
import { freePort, serverEnv } from './support/server-process';
import { createTestStorage, testDriver, type TestStorage } from './support/test-server';
import { transpiledBackend } from './support/transpiled-backend';

// Seeding, migrating and a whole sweep of 100,000 rows on a busy machine: generous, since the test waits on
// conditions and bounds only the server's memory and its answers' delay.
jest.setTimeout(900_000);

const REQUESTS = 100_000;
const ROWS_PER_INSERT = 2_000;
const RSS_BOUND_MB = 300;
const ANSWER_BOUND_MS = 1_000;
/** Made long before any REQUEST_MAX_OPEN_DAYS: every seeded request is overdue. */
const LONG_AGO = '2020-01-02 03:04:05.000';

/** The most memory the process has held at once since it started, in kB (Linux: VmHWM of /proc/<pid>/status). */
function peakRssKb(pid: number): number {
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
}

/** `count` open requests (Pending and Approved, alternately) made long ago, in multi-row INSERTs. */
async function seedOverdueRequests(database: DataSource, count: number): Promise<void> {
  for (let first = 0; first < count; first += ROWS_PER_INSERT) {
    const rows = Array.from(
      { length: Math.min(ROWS_PER_INSERT, count - first) },
      (_, n) => `('Patient ${first + n}', 'A+', 1, '9876543210', 'Male', 40, '${LONG_AGO}', '${LONG_AGO}', NULL, 'patient@example.com', '', '${n % 2 ? 'Pending' : 'Approved'}', NULL, 'Pune', NULL, NULL, 0)`,
    );
    await database.query(
      `INSERT INTO blood_requests (name, bloodGroup, units, mobile, gender, age, createdAt, updatedAt, userId, email, disease, status, message, city, hospital, neededBy, urgent) VALUES ${rows.join(', ')}`,
    );
  }
}

describe(`the sweeps work in bounded steps (${testDriver()})`, () => {
  let storage: TestStorage;
  let database: DataSource;
  let backend: ReturnType<typeof transpiledBackend>;
  let server: ChildProcess | undefined;
  let serverLog = '';
  let baseUrl = '';

  beforeAll(async () => {
    // The migrations of the seeding connection log each step; the server's own log is what matters here.
    Logger.overrideLogger(['error', 'warn']);
    storage = await createTestStorage();
    backend = transpiledBackend();
    // The server's own SQLite file (DATA_DIR/blood-donation.sqlite), or the storage's MySQL/MariaDB database.
    const settings: DatabaseSettings = storage.database.driver === 'sqlite' ? { driver: 'sqlite', file: join(storage.dataDir, SQLITE_FILE_NAME) } : storage.database;
    database = await openDatabase(await dataSourceOptions(settings));
    await seedOverdueRequests(database, REQUESTS);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [backend.main], { env: serverEnv(storage, settings, port), stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database?.destroy();
    backend?.dispose();
    await storage?.dispose();
  });

  it(`expires ${REQUESTS} overdue requests at start while the server stays under 300 MB and answers within 1 s`, async () => {
    const expired = async () => Number((await database.query("SELECT COUNT(*) AS n FROM blood_requests WHERE status = 'Expired'"))[0].n);
    const health = async () => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      return { status: response.status, ms: performance.now() - started };
    };
    await waitFor(async () => {
      if (server!.exitCode !== null) throw new Error(`The server stopped: ${serverLog}`);
      return (await health().catch(() => null))?.status === 200;
    }, 'the server to answer', 300_000);

    // Asked one after the other for as long as the sweep goes on; some must be asked while it does. A failure names
    // each slow or failed answer (which one, how far the sweep had come, how long it took) and the peak memory.
    const answers: { status: number; ms: number; expiredBefore: number }[] = [];
    for (let done = await expired(); done < REQUESTS; done = await expired()) answers.push({ ...(await health()), expiredBefore: done });
    expect(answers.length).toBeGreaterThan(0);
    const bad = answers.flatMap(({ status, ms, expiredBefore }, index) =>
      status !== 200 || ms >= ANSWER_BOUND_MS ? [`answer ${index + 1} of ${answers.length} (${expiredBefore} expired before it): ${status} in ${Math.round(ms)} ms`] : [],
    );
    expect(bad).toEqual([]);
    const peakRssMb = Math.round(peakRssKb(server!.pid!) / 1024);
    expect(peakRssMb).toBeLessThan(RSS_BOUND_MB);
  });
});
