// A fresh database for one benchmark run: SQLite in a temporary data directory, or, for driver 'mysql', a database of
// its own next to DATABASE_URL's on the same server (dropped again by `drop`). `seed(count)` fills it through the
// benchmark's bulk seeding; `query` reads it behind the running server's back (row counts, query plans).
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {string} root the checkout
 * @param {'sqlite' | 'mysql'} driver
 * @param {{ name: string, seedSqlite: (file: string, count: number) => unknown, seedMysql: (url: string, count: number) => unknown }} bench
 */
export async function benchDatabase(root, driver, { name, seedSqlite, seedMysql }) {
  const require = createRequire(join(root, 'backend/package.json'));
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  if (driver === 'sqlite') {
    const file = join(dataDir, 'blood-donation.sqlite');
    return {
      // DATABASE_URL empty: this run is SQLite's, whatever the shell set for the MySQL run.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      seed: (count) => seedSqlite(file, count),
      async query(sql, params = []) {
        const db = new (require('better-sqlite3'))(file);
        db.pragma('busy_timeout = 10000');
        try {
          const statement = db.prepare(sql);
          return statement.reader ? statement.all(...params) : statement.run(...params);
        } finally {
          db.close();
        }
      },
      plan: 'EXPLAIN QUERY PLAN ',
      drop: async () => {},
    };
  }
  const mysql = require('mysql2/promise');
  const url = new URL(process.env.DATABASE_URL);
  const database = `${url.pathname.slice(1) || 'blood_donation'}_${name.replaceAll('-', '_')}`;
  const server = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  await server.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await server.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  url.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    seed: (count) => seedMysql(url.toString(), count),
    async query(sql, params = []) {
      await server.query(`USE \`${database}\``);
      const [rows] = await server.query(sql, params);
      return rows;
    },
    plan: 'EXPLAIN ',
    drop: async () => {
      await server.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await server.end();
    },
  };
}
