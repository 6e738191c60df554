// MySQL/MariaDB only (jest.config.js): both scripts refuse and point to mysqldump; docs/operations.md's mysqldump and mysql
// commands, run while donations are written, restore every donation acknowledged before the dump began.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { MysqlDatabase } from '../src/config/database-settings';
import { createScratchDatabase, DEFAULT_TEST_MYSQL_URL, ScratchDatabase } from '../src/database/scratch-database';
import { loginAs } from './support/accounts';
import { createTestStorage, startTestServer, type TestServer, type TestStorage } from './support/test-server';
import { clientEnv, connection, expectConsistentCopy, expectRefusal, keepWriting, onPath, run, script, seedDonations, SEEDED } from './support/backups';

// 240 s: the backup and restore scripts run as child processes (ts-node compiles them first) while writes go on.
jest.setTimeout(240_000);

describe('backups on MySQL/MariaDB', () => {
  let storage: TestStorage;
  let server: TestServer;
  let dumps: string;

  beforeAll(async () => {
    dumps = mkdtempSync(join(tmpdir(), 'blood-donation-dumps-'));
    storage = await createTestStorage();
    server = await startTestServer({}, storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.dispose();
    if (dumps) rmSync(dumps, { recursive: true, force: true });
  });

  it('npm run backup and npm run restore refuse, in one line, pointing to mysqldump and mysql', async () => {
    const database = storage.database as MysqlDatabase;
    const url = `mysql://${database.username ?? ''}${database.password ? `:${encodeURIComponent(database.password)}` : ''}@${database.host}:${database.port}/${database.database}`;
    const backup = await script('backup', storage.dataDir, [], { DATABASE_URL: url });
    expectRefusal(backup, `DATABASE_URL is set: the data is in the MySQL/MariaDB database ${database.database}, not in SQLite. Back it up with mysqldump --single-transaction --routines --triggers`);
    const restore = await script('restore', storage.dataDir, [join(dumps, 'any.sql')], { DATABASE_URL: url });
    expectRefusal(restore, 'Restore a mysqldump file with: mysql DATABASE < FILE');
    expect(readdirSync(storage.dataDir).filter((name) => name.includes('sqlite') || name === 'backups')).toEqual([]);
  });

  const dump = onPath('mysqldump', 'mariadb-dump');
  const client = onPath('mysql', 'mariadb');
  it('mysqldump --single-transaction while donations are written restores every donation acknowledged before it began, with the triggers', async () => {
    const database = storage.database as MysqlDatabase;
    await seedDonations(server, SEEDED);
    const donor = await loginAs(server, 'user');
    const writes = keepWriting(server, donor.accessToken);
    await writes.until(30);

    const acknowledgedBefore = [...writes.acknowledged];
    const dumpFile = join(dumps, 'blood_donation.sql');
    const dumped = await run(dump!, ['--single-transaction', '--routines', '--triggers', '--no-tablespaces', ...connection(database), `--result-file=${dumpFile}`, database.database], clientEnv(database));
    const acknowledgedByItsEnd = writes.acknowledged.length;
    await writes.stop();
    expect(dumped.code).toBe(0);
    expect(acknowledgedByItsEnd).toBeGreaterThan(acknowledgedBefore.length);

    let target: ScratchDatabase | undefined;
    let again: TestServer | undefined;
    const dataDir = mkdtempSync(join(tmpdir(), 'blood-donation-restored-'));
    try {
      target = await createScratchDatabase(process.env.TEST_MYSQL_URL ?? DEFAULT_TEST_MYSQL_URL, 'bd_restore');
      const loaded = await run(client!, [...connection(target.database), target.database.database], clientEnv(target.database), dumpFile);
      expect(loaded).toMatchObject({ code: 0, stderr: '' });

      again = await startTestServer({}, { dataDir, database: target.database, dispose: async () => undefined });
      await expectConsistentCopy(again.dataSource, acknowledgedBefore);
      const triggers = (dataSource: DataSource, schema: string) =>
        dataSource.query('SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? ORDER BY TRIGGER_NAME', [schema]);
      const original = await triggers(server.dataSource, database.database);
      expect(original.length).toBeGreaterThan(0);
      expect(await triggers(again.dataSource, target.database.database)).toEqual(original);
      for (const row of await again.dataSource.query('CHECK TABLE donations, users, list_counts')) expect(row.Msg_text).toBe('OK');
    } finally {
      await again?.close();
      await target?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
