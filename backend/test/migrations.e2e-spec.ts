import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MysqlDatabase } from '../src/database/database-settings';
import { queryServer } from '../src/database/mysql-server';
import { ENTITIES } from '../src/database/entities';
import { pendingSchemaChanges } from '../src/database/schema-diff';
import { createTestStorage, testDriver, TestStorage } from './support/test-server';

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

  it('create every entity table, and the app runs them at start (migrationsRun, never synchronize)', async () => {
    const options = await dataSourceOptions(storage.database);
    expect(options).toMatchObject({ migrationsRun: true, synchronize: false });
    const dataSource = await new DataSource(options).initialize();
    try {
      // One query runner, released: a runner per entity would hold more connections than the MySQL pool has.
      const runner = dataSource.createQueryRunner();
      const tables: boolean[] = [];
      try {
        for (const entity of ENTITIES) tables.push(await runner.hasTable(dataSource.getMetadata(entity).tableName));
      } finally {
        await runner.release();
      }
      expect(tables).toEqual(ENTITIES.map(() => true));
      expect(await dataSource.showMigrations()).toBe(false);
    } finally {
      await dataSource.destroy();
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
