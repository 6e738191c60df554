// MySQL/MariaDB only (jest.config.js runs *.mysql.e2e-spec.ts in the mysql project alone).
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import type { MysqlDatabase } from '../src/config/database-settings';
import { User } from '../src/users/user.entity';
import { loginAs } from './support/accounts';
import { CapturedLog } from './support/captured-log';
import { eventually, TcpProxy } from './support/tcp-proxy';
import { createTestStorage, startTestServer, TestServer, TestStorage } from './support/test-server';
import { expectUnavailable } from './support/unavailable';

describe('MySQL/MariaDB away and back (a TCP proxy the test cuts)', () => {
  let storage: TestStorage;
  let proxy: TcpProxy;
  let server: TestServer;

  beforeAll(async () => {
    storage = await createTestStorage();
    const database = storage.database as MysqlDatabase;
    proxy = await new TcpProxy(database.host, database.port).restore();
    server = await startTestServer({}, { ...storage, database: { ...database, port: proxy.port } });
  });
  afterAll(async () => {
    await server.close();
    await proxy.cut();
    await storage.dispose();
  });

  it('answers 503 with Retry-After while it is away — never 401 for a valid token, never 500 — and is normal again within 5 s', async () => {
    const donor = await loginAs(server, 'user');
    const asDonor = () => request(server.url).get('/api/user/me').auth(donor.accessToken, { type: 'bearer' });
    await asDonor().expect(200);

    await proxy.cut();
    expectUnavailable(await asDonor());
    expectUnavailable(await request(server.url).get('/api/events/all'));
    expectUnavailable(await request(server.url).post('/api/auth/login').send({ email: donor.email, password: 'secret1' }));
    expectUnavailable(await request(server.url).get('/api/health'));
    expect((await request(server.url).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });

    await proxy.restore();
    expect(await eventually(async () => (await asDonor()).status === 200, 5000)).toBe(true);
    expect(await eventually(async () => (await request(server.url).get('/api/health')).status === 200, 5000)).toBe(true);
  }, 60_000);
});

describe('MySQL/MariaDB not there yet at start', () => {
  it('keeps trying with backoff, logging each try, and starts once the database answers', async () => {
    const storage = await createTestStorage();
    const database = storage.database as MysqlDatabase;
    // Takes a free port, then lets it go: nothing listens there until restore().
    const proxy = await new TcpProxy(database.host, database.port).restore();
    await proxy.cut();
    const log = new CapturedLog();
    const starting = startTestServer({ LOG_LEVEL: 'warn' }, { ...storage, database: { ...database, port: proxy.port } }, log);
    try {
      expect(await eventually(async () => (log.text.match(/Could not reach the database \(try \d+/g) ?? []).length >= 2, 30_000)).toBe(true);
      expect(log.text).not.toContain(database.database);
      await proxy.restore();
      const server = await starting;
      await request(server.url).get('/api/health').expect(200);
      await server.close();
    } finally {
      await proxy.cut();
      await storage.dispose();
    }
    // 90 s: up to 30 s of tries with backoff, then the app's start and its migrations.
  }, 90_000);
});

describe('two instances starting at once on one database', () => {
  it('all come up, ten times out of ten: the migrations run under a lock and one first superAdmin is made', async () => {
    for (let round = 0; round < 10; round += 1) {
      const storage = await createTestStorage();
      try {
        const servers = await Promise.all([startTestServer({}, storage), startTestServer({}, storage)]);
        expect(await servers[0].dataSource.getRepository(User).countBy({ role: 'superAdmin' })).toBe(1);
        await Promise.all(servers.map((server) => request(server.url).get('/api/health').expect(200)));
        await Promise.all(servers.map((server) => server.close()));
      } finally {
        await storage.dispose();
      }
    }
    // 300 s: ten rounds of two app instances migrating a fresh database each.
  }, 300_000);
});

describe('an instance waiting for another one\'s migrations', () => {
  it('waits for the migration lock longer than a statement may run, and starts once it is free', async () => {
    const storage = await createTestStorage();
    const database = storage.database as MysqlDatabase;
    // Another instance migrating: the lock held by a connection of the test.
    const other = await createConnection({ host: database.host, port: database.port, user: database.username, password: database.password, database: database.database });
    const lock = "CONCAT('blood_donation_migrations:', DATABASE())";
    await other.query(`SELECT GET_LOCK(${lock}, 0)`);
    const starting = startTestServer({ DATABASE_TIMEOUT_SECONDS: '1' }, storage);
    try {
      const waiting = async () => {
        const [rows] = await other.query("SELECT COUNT(*) AS waiting FROM information_schema.PROCESSLIST WHERE INFO LIKE 'SELECT GET_LOCK(%'");
        return Number((rows as { waiting: unknown }[])[0].waiting) > 0;
      };
      expect(await eventually(waiting, 60_000)).toBe(true);
      // Held three times as long as a statement may run, then let go.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await other.query(`SELECT RELEASE_LOCK(${lock})`);
      const server = await starting;
      await request(server.url).get('/api/health').expect(200);
      await server.close();
    } finally {
      await other.end();
      await storage.dispose();
    }
  }, 90_000);
});
