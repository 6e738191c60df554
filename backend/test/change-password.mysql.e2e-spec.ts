// MySQL/MariaDB only (jest.config.js): row locks between a password change and a refresh of another session.
import request from 'supertest';
import { ER_LOCK_DEADLOCK, mysqlErrnoOf } from '../src/database/database-faults';
import { User } from '../src/users/user.entity';
import { login, register } from './support/accounts';
import { eventually } from './support/tcp-proxy';
import { startTestServer, type TestServer } from './support/test-server';

describe('POST /api/auth/change-password beside a refresh (MySQL/MariaDB)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const change = (token: string, body: object) => request(server.url).post('/api/auth/change-password').auth(token, { type: 'bearer' }).send(body);
  const me = (token: string) => request(server.url).get('/api/user/me').auth(token, { type: 'bearer' });

  // A refresh locks its session's row, then the account's (the new token's foreign key); the change locks them the
  // other way round. Ending the sessions in the change's own transaction lets MySQL/MariaDB see that cycle as a
  // deadlock at once (one side runs again) instead of both waiting for the lock timeout.
  it('ends the sessions inside its transaction, so a crossing lock is a deadlock, never a wait', async () => {
    const donor = await register(server);
    const here = await login(server, donor.email, donor.password);
    const elsewhere = await login(server, donor.email, donor.password);
    const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email: donor.email });
    const crossing = server.dataSource.createQueryRunner();
    await crossing.connect();
    try {
      await crossing.query('SET SESSION innodb_lock_wait_timeout = 3');
      await crossing.startTransaction();
      await crossing.query('SELECT id FROM refresh_sessions WHERE userId = ? FOR UPDATE', [id]);
      // then() sends it now; it is awaited once the crossing transaction has ended.
      const changing = change(here.accessToken, { currentPassword: donor.password, password: 'brand-new-1', confirmPassword: 'brand-new-1' }).then((answer) => answer.status);
      // Until the change waits for the sessions' rows (it then holds the account's row).
      const waiting = async () => {
        const [{ count }] = await server.dataSource.query(
          "SELECT COUNT(*) AS count FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND INFO LIKE 'UPDATE `refresh_sessions`%'",
        );
        return Number(count) > 0;
      };
      expect(await eventually(waiting, 20_000)).toBe(true);
      const crossed = await crossing.query('SELECT id FROM users WHERE id = ? LOCK IN SHARE MODE', [id]).then(() => undefined, (error: unknown) => mysqlErrnoOf(error));
      expect([undefined, ER_LOCK_DEADLOCK]).toContain(crossed);
      if (crossing.isTransactionActive) await crossing.commitTransaction();
      expect(await changing).toBe(200);
    } finally {
      if (crossing.isTransactionActive) await crossing.rollbackTransaction();
      await crossing.release();
    }
    await me(elsewhere.accessToken).expect(401);
    await me(here.accessToken).expect(200);
  });
});
