import { createConnection } from 'mysql2/promise';
import { MysqlServer } from '../config/database-settings';

/** Runs one statement on the server itself (no database selected), e.g. CREATE DATABASE. */
export async function queryServer<T = unknown>(server: MysqlServer, sql: string): Promise<T> {
  const connection = await createConnection({ host: server.host, port: server.port, user: server.username, password: server.password });
  try {
    const [rows] = await connection.query(sql);
    return rows as T;
  } finally {
    await connection.end();
  }
}

/**
 * TypeORM reads column defaults of MariaDB and MySQL differently, and with the wrong type it sees
 * changes that are not there (every nullable column, on MariaDB). So the server decides, not the URL.
 */
export async function detectServerType(server: MysqlServer): Promise<'mysql' | 'mariadb'> {
  const [{ version }] = await queryServer<{ version: string }[]>(server, 'SELECT VERSION() AS version');
  return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
}
