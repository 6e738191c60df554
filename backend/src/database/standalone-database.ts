import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import type { DatabaseSettings } from './database-settings';
import { Database } from './database.service';

/**
 * Runs `work` with a Database of its own, opened without the app (operator commands): the repositories work on it
 * as in the server. Only errors are logged, on stderr; the database is closed when the work ends.
 */
export async function withStandaloneDatabase<T>(settings: DatabaseSettings, work: (database: Database) => Promise<T>): Promise<T> {
  const dataSource = await new DataSource({ ...(await dataSourceOptions(settings)), logger: 'advanced-console', logging: ['error'] }).initialize();
  try {
    return await work(new Database(dataSource));
  } finally {
    await dataSource.destroy();
  }
}
