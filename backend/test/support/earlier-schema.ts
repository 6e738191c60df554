import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, migrationsFolder } from '../../src/database/data-source-options';
import type { TestStorage } from './test-server';

/**
 * Brings `storage` to the schema just before the migration named by `timestamp` and lets `fill` store rows as they
 * were then; the later migrations run when the app (or the test) opens the database again.
 */
export async function fillBefore(storage: TestStorage, timestamp: string, fill: (dataSource: DataSource) => Promise<void>): Promise<void> {
  const options = await dataSourceOptions(storage.database);
  const folder = migrationsFolder(storage.database.driver);
  const earlier = readdirSync(folder).filter((file) => file.endsWith('.ts') && file < timestamp).sort();
  const before = await new DataSource({ ...options, migrationsRun: false, migrations: earlier.map((file) => join(folder, file)) }).initialize();
  try {
    await before.runMigrations({ transaction: 'all' });
    await fill(before);
  } finally {
    await before.destroy();
  }
}
