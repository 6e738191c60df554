import { DataSource } from 'typeorm';
import { Query } from 'typeorm/driver/Query';
import { dataSourceOptions } from './data-source-options';
import { DatabaseSettings } from '../config/database-settings';

export interface SchemaDiff {
  up: Query[];
  down: Query[];
}

/** Runs the committed migrations on `database`, then asks TypeORM what would still differ from the entities. */
export async function pendingSchemaChanges(database: DatabaseSettings): Promise<SchemaDiff> {
  const dataSource = new DataSource({ ...(await dataSourceOptions(database)), migrationsRun: false });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'all' });
    const log = await dataSource.driver.createSchemaBuilder().log();
    return { up: log.upQueries, down: log.downQueries.reverse() };
  } finally {
    await dataSource.destroy();
  }
}
