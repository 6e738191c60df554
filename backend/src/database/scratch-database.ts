import { randomBytes } from 'node:crypto';
import { MysqlDatabase, parseMysqlUrl } from '../config/database-settings';
import { queryServer } from './mysql-server';

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
  await queryServer(server, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    database: { driver: 'mysql', ...server, database: name },
    drop: async () => {
      await queryServer(server, `DROP DATABASE IF EXISTS \`${name}\``);
    },
  };
}
