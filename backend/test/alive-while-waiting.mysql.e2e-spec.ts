// MySQL/MariaDB only (jest.config.js runs *.mysql.e2e-spec.ts in the mysql project alone). The server runs as its own
// process, as `npm start` runs it; the database that starts late is the test's MariaDB behind a TCP proxy that starts
// listening 20 s after the server.
import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { MysqlDatabase } from '../src/config/database-settings';
import { dataSourceOptions } from '../src/database/data-source-options';
import { User } from '../src/users/user.entity';
import { newDonor } from './support/accounts';
import { freePort, ServerProcess, serverEnv } from './support/server-process';
import { eventually, TcpProxy } from './support/tcp-proxy';
import { createTestStorage, type TestStorage } from './support/test-server';
import { transpiledBackend } from './support/transpiled-backend';
import { expectUnavailable } from './support/unavailable';

/** How long after the server the database starts: the server keeps trying meanwhile (0.5 s doubling: 6 tries). */
const DATABASE_LATE_MS = 20_000;
const TRIES_LOGGED = /Could not reach the database \(try \d+/g;

describe('started before its database, the server is alive at once and ready once the database answers', () => {
  let backend: ReturnType<typeof transpiledBackend>;
  let storage: TestStorage;
  let database: MysqlDatabase;
  /** Nothing listens on its port until restore(): the database "not started yet". */
  let proxy: TcpProxy;
  const servers: ServerProcess[] = [];

  /** A server process on `port`, on the database as `change` makes it (the late one by default). */
  const startServer = (port: number, change: Partial<MysqlDatabase> = { port: proxy.port }) => {
    const server = new ServerProcess(backend.main, serverEnv(storage, { ...database, ...change }, port));
    servers.push(server);
    return server;
  };
  /** Polls `check` until it holds; fails, with what the server printed, when it does not in time or the server exits. */
  const waitWhileRunning = async (server: ServerProcess, check: () => Promise<boolean>, timeoutMs: number) => {
    const held = await eventually(async () => !server.running || (await check()), timeoutMs);
    if (!held || !server.running) throw new Error(`${held ? 'The server exited' : 'Timed out'}; it printed:\n${server.output}`);
  };
  const answers = (url: string, path: string, status: number) => async () => (await request(url).get(path)).status === status;

  beforeAll(async () => {
    // The test's own connection (the check of the migrations) would log each migration; the server's log is what matters.
    Logger.overrideLogger(['error', 'warn']);
    backend = transpiledBackend();
    storage = await createTestStorage();
    database = storage.database as MysqlDatabase;
    // Takes a free port, then lets it go.
    proxy = await new TcpProxy(database.host, database.port).restore();
    await proxy.cut();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await proxy.cut();
    await storage?.dispose();
    backend?.dispose();
  });

  it('answers live 200 and everything else 503 while it waits, then runs the migrations and serves the API on the same port', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const startedAt = Date.now();
    const server = startServer(port);

    await waitWhileRunning(server, answers(url, '/api/health/live', 200), 60_000);
    const live = await request(url).get('/api/health/live');
    expect({ status: live.status, body: live.body }).toEqual({ status: 200, body: { status: 'ok' } });
    expectUnavailable(await request(url).get('/api/health'));
    expectUnavailable(await request(url).get('/api/events/all'));
    expectUnavailable(await request(url).post('/api/user/register').send(newDonor()));
    // Each try is logged, and the log does not name the database.
    expect(await eventually(async () => (server.output.match(TRIES_LOGGED) ?? []).length >= 2, 30_000)).toBe(true);
    expect(server.output).not.toContain(database.database);

    // The deliberate delay: the database starts 20 s after the server, which still only waits.
    await sleep(Math.max(0, startedAt + DATABASE_LATE_MS - Date.now()));
    expectUnavailable(await request(url).get('/api/health'));
    expect(server.running).toBe(true);
    await proxy.restore();

    // The next try comes at most 30 s later (the longest wait), then the migrations and the first admin.
    await waitWhileRunning(server, answers(url, '/api/health', 200), 120_000);
    expect((await request(url).get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
    await request(url).get('/api/events/all').expect(200);
    await request(url).post('/api/user/register').send(newDonor()).expect(200);

    const check = await new DataSource(await dataSourceOptions(database)).initialize();
    try {
      expect(await check.showMigrations()).toBe(false); // none pending: all ran
      expect(await check.getRepository(User).countBy({ role: 'superAdmin' })).toBe(1);
    } finally {
      await check.destroy();
    }
    // 240 s: the 20 s of the database's delay, up to 30 s until the next try, the migrations, on a busy machine.
  }, 240_000);

  it('ends at once with 0 on SIGTERM while it waits', async () => {
    const port = await freePort();
    const server = startServer(port);
    await waitWhileRunning(server, answers(`http://127.0.0.1:${port}`, '/api/health/live', 200), 60_000);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output).toContain('SIGTERM while starting: stopping');
  });

  it('ends with 1 when the database refuses it (a wrong password): only an unreachable database is waited for', async () => {
    const server = startServer(await freePort(), { password: 'not-the-password' });
    expect(await server.exited).toBe(1);
    expect(server.output).toMatch(/Could not start: .*Access denied/);
    expect(server.output).not.toContain('not-the-password');
    expect(server.output).not.toContain('Could not reach the database');
  });
});
