import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings } from './database-settings';
import { entitiesFor } from './entities';
import { detectServerType } from './mysql-server';
import { utcMysqlDriver } from './utc-mysql-driver';

/** Migrations are written per driver: migrations/sqlite and migrations/mysql. */
export function migrationsFolder(driver: DatabaseSettings['driver']): string {
  return join(__dirname, 'migrations', driver);
}

/** TypeORM options for either driver. Never synchronize: the schema only changes through migrations. */
export async function dataSourceOptions(database: DatabaseSettings): Promise<DataSourceOptions> {
  const common = {
    entities: entitiesFor(database.driver),
    migrations: [join(migrationsFolder(database.driver), '*.{js,ts}')],
    migrationsRun: true,
    synchronize: false,
    logging: ['error', 'warn'] as ('error' | 'warn')[],
  };
  if (database.driver === 'sqlite') {
    return { ...common, type: 'better-sqlite3', database: database.file, enableWAL: true };
  }
  return {
    ...common,
    type: await detectServerType(database),
    driver: utcMysqlDriver,
    connectorPackage: 'mysql2',
    host: database.host,
    port: database.port,
    username: database.username,
    password: database.password,
    database: database.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
  };
}
