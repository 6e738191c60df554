import { Writable } from 'node:stream';
import request from 'supertest';
import { Database } from '../src/database/database.service';
import type { MysqlDatabase } from '../src/database/database-settings';
import { User } from '../src/users/user.entity';
import { loginAs } from './support/accounts';
import { eventually, TcpProxy } from './support/tcp-proxy';
import { createTestStorage, startTestServer, testDriver, TestServer, TestStorage } from './support/test-server';

const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: expect.any(String) };

function expectUnavailable(response: request.Response): void {
  expect({ status: response.status, body: response.body }).toEqual({ status: 503, body: UNAVAILABLE });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** The log lines the app writes, kept for the test. */
class Lines extends Writable {
  text = '';

  _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

const mysqlOnly = testDriver() === 'mysql' ? describe : describe.skip;
const sqliteOnly = testDriver() === 'sqlite' ? describe : describe.skip;

mysqlOnly('MySQL/MariaDB away and back (a TCP proxy the test cuts)', () => {
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
    const back = Date.now();
    expect(await eventually(async () => (await asDonor()).status === 200, 5000)).toBe(true);
    expect(await eventually(async () => (await request(server.url).get('/api/health')).status === 200, 5000)).toBe(true);
    expect(Date.now() - back).toBeLessThan(5000);
  }, 60_000);
});

mysqlOnly('MySQL/MariaDB not there yet at start', () => {
  it('keeps trying with backoff, logging each try, and starts once the database answers', async () => {
    const storage = await createTestStorage();
    const database = storage.database as MysqlDatabase;
    // Takes a free port, then lets it go: nothing listens there until restore().
    const proxy = await new TcpProxy(database.host, database.port).restore();
    await proxy.cut();
    const log = new Lines();
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
  }, 90_000);
});

mysqlOnly('two instances starting at once on one database', () => {
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
  }, 300_000);
});

sqliteOnly('SQLite: a statement that cannot get the connection in time', () => {
  it('answers 503 after DATABASE_TIMEOUT_SECONDS, and normally once the connection is free', async () => {
    const server = await startTestServer({ DATABASE_TIMEOUT_SECONDS: '1' });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holding = server.app.get(Database).transaction(() => held);
      expectUnavailable(await request(server.url).get('/api/events/all'));
      release();
      await holding;
      await request(server.url).get('/api/events/all').expect(200);
    } finally {
      await server.close();
    }
  });
});
