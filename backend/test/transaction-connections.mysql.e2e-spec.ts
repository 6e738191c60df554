// MySQL/MariaDB only (jest.config.js): a rush of transactions waiting on one row's lock leaves connections to the reads.
import { Database } from '../src/database/database.service';
import { MYSQL_POOL_SIZE, MYSQL_TRANSACTION_CONNECTIONS } from '../src/database/data-source-options';
import { Event } from '../src/events/event.entity';
import { hoursFromNow } from './support/drive-flows';
import { eventually } from './support/tcp-proxy';
import { startTestServer, type TestServer } from './support/test-server';

describe('Database.transaction on MySQL/MariaDB: connections for the reads', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** The app's statements now waiting for a row lock of `events`. */
  const waitingUpdates = async () => {
    const [{ count }] = await server.dataSource.query(
      "SELECT COUNT(*) AS count FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND INFO LIKE 'UPDATE `events`%'",
    );
    return Number(count);
  };

  it(`runs at most ${MYSQL_TRANSACTION_CONNECTIONS} transactions at once, so a read finds a connection while they all wait`, async () => {
    const database = server.app.get(Database);
    const { identifiers } = await server.dataSource.getRepository(Event).insert({ name: 'Locked', location: 'Hall', dateTime: hoursFromNow(24), organizer: 'Org', description: 'A drive' });
    const eventId = identifiers[0].id as number;
    // Another client holds the event's row, as a long transaction would.
    const holder = server.dataSource.createQueryRunner();
    await holder.connect();
    const rush = MYSQL_POOL_SIZE + 5;
    let writes: Promise<unknown>[] = [];
    try {
      await holder.startTransaction();
      await holder.query('SELECT id FROM events WHERE id = ? FOR UPDATE', [eventId]);
      writes = Array.from({ length: rush }, (_, index) =>
        database.transaction((manager) => manager.query('UPDATE `events` SET organizer = ? WHERE id = ?', [`Org ${index}`, eventId])),
      );
      expect(await eventually(async () => (await waitingUpdates()) === MYSQL_TRANSACTION_CONNECTIONS, 20_000)).toBe(true);
      // The pool has connections left, though every transaction allowed is waiting: a read is answered now.
      const [{ answer }] = await database.manager.query('SELECT 42 AS answer');
      expect(Number(answer)).toBe(42);
      expect(await waitingUpdates()).toBe(MYSQL_TRANSACTION_CONNECTIONS);
      await holder.commitTransaction();
      await Promise.all(writes);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
      await Promise.allSettled(writes);
    }
    expect((await server.dataSource.getRepository(Event).findOneByOrFail({ id: eventId })).organizer).toMatch(/^Org \d+$/);
  });
});
