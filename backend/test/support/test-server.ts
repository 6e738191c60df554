import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadSettings, Settings } from '../../src/config/settings';
import { DatabaseSettings } from '../../src/config/database-settings';
import { createScratchDatabase, DEFAULT_TEST_MYSQL_URL } from '../../src/database/scratch-database';

declare const TEST_DATABASE: 'sqlite' | 'mysql';

/** The driver of the jest project running this file (see jest.config.js). */
export const testDriver = (): 'sqlite' | 'mysql' => TEST_DATABASE;

export const SUPER_ADMIN = { email: 'superadmin@example.com', password: 'SuperSecret1', username: 'Chief' };

/** A data folder and an empty database of the current driver, both removed by dispose(). */
export interface TestStorage {
  dataDir: string;
  database: DatabaseSettings;
  dispose(): Promise<void>;
}

export async function createTestStorage(): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'blood-donation-test-'));
  const scratch = testDriver() === 'mysql' ? await createScratchDatabase(process.env.TEST_MYSQL_URL ?? DEFAULT_TEST_MYSQL_URL, 'bd_test') : null;
  return {
    dataDir,
    database: scratch?.database ?? { driver: 'sqlite', file: join(dataDir, 'test.sqlite') },
    dispose: async () => {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  app: NestExpressApplication;
  url: string;
  settings: Settings;
  dataSource: DataSource;
  /** Stops the app; with its own storage, also removes the data folder and drops the database. */
  close(): Promise<void>;
}

/**
 * The real app from the factory, listening on a random local port, with its own data unless `storage` is given.
 * Its JSON log lines go to `logDestination` when given (with LOG_LEVEL in `env`), else to stdout at level error.
 */
export async function startTestServer(env: Record<string, string> = {}, storage?: TestStorage, logDestination?: DestinationStream): Promise<TestServer> {
  const own = storage ? null : await createTestStorage();
  const { dataDir, database } = storage ?? own!;
  const settings = {
    ...loadSettings({
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      LOG_LEVEL: 'error',
      // The rate limit tests turn them on; elsewhere many accounts log in from one address.
      RATE_LIMITS: 'false',
      // The eligibility tests turn it on; elsewhere donors record several donations on one day.
      REFUSE_EARLY_DONATIONS: 'false',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      ADMIN_USERNAME: SUPER_ADMIN.username,
      ...env,
    }),
    database,
  };
  const app = await createApp(settings, { logDestination });
  await app.listen(0, '127.0.0.1');
  return {
    app,
    url: await app.getUrl(),
    settings,
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      await own?.dispose();
    },
  };
}
