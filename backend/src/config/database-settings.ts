/** Where the data lives: a SQLite file (the default) or a MySQL/MariaDB database. */
export type DatabaseSettings = SqliteDatabase | MysqlDatabase;

export interface SqliteDatabase {
  driver: 'sqlite';
  file: string;
}

/** A MySQL or MariaDB server (which of the two is asked of the server at start). */
export interface MysqlServer {
  host: string;
  port: number;
  username?: string;
  password?: string;
}

export interface MysqlDatabase extends MysqlServer {
  driver: 'mysql';
  database: string;
}

export const SQLITE_FILE_NAME = 'blood-donation.sqlite';

/** mysql://user:password@host:3306/database (or mariadb://...); null when the text is not such a URL. */
export function parseMysqlUrl(raw: string): (MysqlServer & { database?: string }) | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!['mysql:', 'mariadb:'].includes(url.protocol) || !url.hostname || database.includes('/')) return null;
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: database || undefined,
  };
}
