import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseLogger } from './database-logger';
import { DatabaseSettings } from '../config/database-settings';

/** A statement slower than this is logged (its SQL only). */
const SLOW_STATEMENT_MS = 1000;
import { detectServerType } from './mysql-server';
import { utcMysqlDriver } from './utc-mysql-driver';

/** Migrations are written per driver: migrations/sqlite and migrations/mysql. */
export function migrationsFolder(driver: DatabaseSettings['driver']): string {
  return join(__dirname, 'migrations', driver);
}

/**
 * The entity files of every feature, for a data source opened without the app (migrations, scripts, tests): each
 * `*.entity.ts`, and the `*.<driver>-entity.ts` of tables mapped per driver. The app itself maps what its modules
 * register (TypeOrmModule.forFeature, autoLoadEntities), so this folder names no feature.
 */
export function entityFiles(driver: DatabaseSettings['driver']): string[] {
  const features = join(__dirname, '..', '**');
  return [join(features, '*.entity.{ts,js}'), join(features, `*.${driver}-entity.{ts,js}`)];
}

/**
 * MySQL/MariaDB: the pool's connections, and how many of them transactions may hold at once. The rest stay free for
 * statements outside transactions (reads above all), so a rush of writes waiting on each other's row locks never
 * leaves a public page waiting for a connection (Database.transaction).
 */
export const MYSQL_POOL_SIZE = 10;
export const MYSQL_TRANSACTION_CONNECTIONS = 6;

/** The default of DATABASE_TIMEOUT_SECONDS, for the scripts and tests that open a database without the app. */
export const DEFAULT_STATEMENT_TIMEOUT_SECONDS = 10;

/**
 * TypeORM options for either driver. Never synchronize: the schema only changes through migrations, which the app
 * runs itself under a lock (openDatabase), not TypeORM at initialize().
 */
export async function dataSourceOptions(database: DatabaseSettings, statementTimeoutSeconds = DEFAULT_STATEMENT_TIMEOUT_SECONDS): Promise<DataSourceOptions> {
  const common = {
    entities: entityFiles(database.driver),
    migrations: [join(migrationsFolder(database.driver), '*.{js,ts}')],
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn', 'migration'] as ('error' | 'warn' | 'migration')[],
    logger: new DatabaseLogger(),
    maxQueryExecutionTime: SLOW_STATEMENT_MS,
  };
  if (database.driver === 'sqlite') {
    // timeout: how long a statement waits for the connection (SqliteSerialAccess) and for a lock on the file.
    return { ...common, type: 'better-sqlite3', database: database.file, enableWAL: true, timeout: statementTimeoutSeconds * 1000 };
  }
  return {
    ...common,
    type: await detectServerType(database),
    driver: utcMysqlDriver(statementTimeoutSeconds),
    // A connection that cannot be made fails after 5 s (the request answers 503) rather than hanging.
    connectTimeout: 5000,
    connectorPackage: 'mysql2',
    poolSize: MYSQL_POOL_SIZE,
    host: database.host,
    port: database.port,
    username: database.username,
    password: database.password,
    database: database.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
  };
}
