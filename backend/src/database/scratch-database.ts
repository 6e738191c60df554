import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { MysqlDatabase, parseMysqlUrl } from './database-settings';

/** The MySQL/MariaDB server used for tests and migration generation. */
export const DEFAULT_TEST_MYSQL_URL = 'mysql://root@127.0.0.1:3306';

export interface ScratchDatabase {
  database: MysqlDatabase;
  drop(): Promise<void>;
}

/** A new, empty, uniquely named database on the server of `serverUrl`; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const server = parseMysqlUrl(serverUrl);
  if (!server) throw new Error(`Not a mysql:// or mariadb:// URL: ${serverUrl}`);
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = { host: server.host, port: server.port, user: server.username, password: server.password };
  const run = async (sql: string) => {
    const connection = await createConnection(admin);
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await run(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    database: { driver: 'mysql', ...server, database: name },
    drop: () => run(`DROP DATABASE IF EXISTS \`${name}\``),
  };
}
