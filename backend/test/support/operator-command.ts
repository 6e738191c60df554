import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { MysqlDatabase, SQLITE_FILE_NAME } from '../../src/config/database-settings';
import { REPO_ROOT } from '../../src/config/paths';
import { createTestStorage, startTestServer, testDriver, TestServer, TestStorage } from './test-server';

export const PUBLIC_URL = 'https://blood.example.org';

/**
 * A server on storage an operator command can open too (SQLite in a file of DATA_DIR, or the test's MySQL database),
 * and `npm run <script> -- args` run against it as an operator would: the exit code and what it printed.
 */
export async function serverWithOperatorCommands(settings: Record<string, string> = {}) {
  const own: TestStorage = await createTestStorage();
  const storage: TestStorage = testDriver() === 'sqlite' ? { ...own, database: { driver: 'sqlite', file: join(own.dataDir, SQLITE_FILE_NAME) } } : own;
  const server: TestServer = await startTestServer(settings, storage);
  /** The command reads the settings the server would: the database of DATA_DIR (SQLite) or DATABASE_URL. */
  const env = () => {
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    const database = storage.database as MysqlDatabase;
    const credentials = database.username ? `${encodeURIComponent(database.username)}${database.password ? `:${encodeURIComponent(database.password)}` : ''}@` : '';
    return {
      ...rest,
      DATA_DIR: storage.dataDir,
      PUBLIC_URL,
      ...(testDriver() === 'mysql' ? { DATABASE_URL: `mysql://${credentials}${database.host}:${database.port}/${database.database}` } : {}),
    };
  };
  const run = (script: string, ...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile('npm', ['run', '-s', script, '--', ...args], { cwd: REPO_ROOT, env: env(), timeout: 90_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      );
    });
  const close = async () => {
    await server.close();
    await storage.dispose();
  };
  return { server, run, close };
}
