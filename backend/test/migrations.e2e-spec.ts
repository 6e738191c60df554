import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, migrationsFolder } from '../src/database/data-source-options';
import { MysqlDatabase } from '../src/database/database-settings';
import { queryServer } from '../src/database/mysql-server';
import { openDatabase } from '../src/database/open-database';
import { Donation } from '../src/donations/donation.entity';
import { ListCount } from '../src/lists/list-count.entity';
import { SearchWord } from '../src/lists/search-word.entity';
import { User } from '../src/users/user.entity';
import { pendingSchemaChanges } from '../src/database/schema-diff';
import { createTestStorage, startTestServer, testDriver, TestStorage } from './support/test-server';

describe(`migrations (${testDriver()})`, () => {
  let storage: TestStorage;

  beforeEach(async () => {
    storage = await createTestStorage();
  });
  afterEach(() => storage.dispose());

  it('bring an empty database to exactly the schema of the entities', async () => {
    const diff = await pendingSchemaChanges(storage.database);
    expect(diff.up.map((query) => query.query)).toEqual([]);
  });

  it('create every entity table, and the app runs them at start (openDatabase, never synchronize)', async () => {
    const options = await dataSourceOptions(storage.database);
    expect(options).toMatchObject({ synchronize: false });
    const dataSource = await openDatabase(options);
    try {
      // One query runner, released: a runner per entity would hold more connections than the MySQL pool has.
      const runner = dataSource.createQueryRunner();
      const names = dataSource.entityMetadatas.map((metadata) => metadata.tableName).sort();
      const tables: boolean[] = [];
      try {
        for (const name of names) tables.push(await runner.hasTable(name));
      } finally {
        await runner.release();
      }
      // Every entity file (the data source opened without the app finds them by name), and only those.
      expect(names).toEqual(expect.arrayContaining(['users', 'board_member_photos', 'consents', 'search_words']));
      expect(tables).toEqual(names.map(() => true));
      expect(await dataSource.showMigrations()).toBe(false);
    } finally {
      await dataSource.destroy();
    }
  });

  it('are those of the tables the app maps, each registered by its own module', async () => {
    const server = await startTestServer({}, storage);
    const standalone = await new DataSource(await dataSourceOptions(storage.database)).initialize();
    try {
      const tablesOf = (dataSource: DataSource) => dataSource.entityMetadatas.map((metadata) => metadata.tableName).sort();
      expect(tablesOf(server.dataSource)).toEqual(tablesOf(standalone));
    } finally {
      await standalone.destroy();
      await server.close();
    }
  });

  it('count the rows and index the words of records stored before the list tables existed', async () => {
    const options = await dataSourceOptions(storage.database);
    const folder = migrationsFolder(storage.database.driver);
    const earlier = readdirSync(folder).filter((file) => file.endsWith('.ts')).sort().filter((file) => file < '1795471510244');
    const before = await new DataSource({ ...options, migrationsRun: false, migrations: earlier.map((file) => join(folder, file)) }).initialize();
    try {
      await before.runMigrations({ transaction: 'all' });
      const at = new Date(Date.UTC(2025, 0, 1));
      // Only the columns of that time: the entities have gained more since.
      await before.createQueryBuilder().insert().into(User, ['username', 'email', 'role', 'bloodGroup', 'passwordHash'])
        .values({ username: 'Old Timer', email: 'old.timer@example.com', role: 'user', bloodGroup: 'B-', passwordHash: 'x'.repeat(60) }).updateEntity(false).execute();
      const donation = { units: 1, mobile: '9876543210', gender: 'Male' as const, age: 40, city: 'Pune', address: 'Road', date: '2025-01-01', userId: null, createdAt: at, updatedAt: at };
      await before.createQueryBuilder().insert().into(Donation, ['name', 'bloodGroup', ...(Object.keys(donation) as (keyof typeof donation)[])]).values([
        { ...donation, name: 'Early Donor', bloodGroup: 'A+' as const },
        { ...donation, name: 'Earlier Donor', bloodGroup: 'A+' as const },
        { ...donation, name: 'Other Donor', bloodGroup: 'O-' as const },
      ]).callListeners(false).updateEntity(false).execute();
    } finally {
      await before.destroy();
    }
    const after = await openDatabase(options);
    try {
      const counts = await after.getRepository(ListCount).find({ where: [{ tableName: 'donations' }, { tableName: 'users' }], order: { tableName: 'ASC', c1: 'ASC', c2: 'ASC' } });
      expect(counts.map(({ tableName, c1, c2, total }) => [tableName, c1, c2, total])).toEqual([
        ['donations', 'A+', '', 2],
        ['donations', 'O-', '', 1],
        ['users', 'B-', 'user', 1],
      ]);
      expect((await after.getRepository(User).findOneByOrFail({ email: 'old.timer@example.com' })).passwordHash).toBe('x'.repeat(60));
      const words = await after.getRepository(SearchWord).find({ order: { tableName: 'ASC', word: 'ASC' } });
      expect(words.map(({ tableName, word }) => `${tableName}:${word}`)).toEqual([
        'donations:donor', 'donations:donor', 'donations:donor', 'donations:earlier', 'donations:early', 'donations:other',
        'users:com', 'users:example', 'users:old', 'users:timer',
      ]);
    } finally {
      await after.destroy();
    }
  });

  if (testDriver() === 'mysql') {
    it("uses TypeORM's type for the server it finds (MariaDB defaults read as MySQL ones look like changes)", async () => {
      const database = storage.database as MysqlDatabase;
      const [{ version }] = await queryServer<{ version: string }[]>(database, 'SELECT VERSION() AS version');
      expect((await dataSourceOptions(database)).type).toBe(/mariadb/i.test(version) ? 'mariadb' : 'mysql');
    });

    it('runs every pooled connection in UTC, whatever the server time zone', async () => {
      const dataSource = await new DataSource(await dataSourceOptions(storage.database)).initialize();
      try {
        const zones = await Promise.all([1, 2, 3].map(() => dataSource.query('SELECT @@session.time_zone AS zone, SLEEP(0.05)')));
        expect(zones.map(([row]) => row.zone)).toEqual(['+00:00', '+00:00', '+00:00']);
      } finally {
        await dataSource.destroy();
      }
    });
  }
});
