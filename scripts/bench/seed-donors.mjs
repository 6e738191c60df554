// Seeds donor accounts with a live login session each, straight into a migrated database (SQLite file or
// MySQL/MariaDB), and signs each donor's access token with the server's JWT_SECRET: 20 000 logins through argon2
// would measure password hashing, not booking.
import { createHash, createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
const GENDERS = ['male', 'female', 'other'];
const sqliteTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');
const base64url = (value) => Buffer.from(value).toString('base64url');

/** The donors' rows: an account and an open session (refresh_sessions family `bench-<i>`) for each. */
function rowsOf(count, firstUserId) {
  const now = new Date();
  const inADay = new Date(now.getTime() + 86_400_000);
  const users = [];
  const sessions = [];
  for (let i = 0; i < count; i += 1) {
    users.push({ username: `Bench Donor ${i}`, email: `bench-donor-${i}@example.org`, age: 18 + (i % 47), bloodGroup: GROUPS[i % 8], gender: GENDERS[i % 3], mobile: `98${String(i).padStart(8, '0')}`, passwordHash: 'x'.repeat(60), role: 'user', createdAt: now, updatedAt: now });
    sessions.push({ userId: firstUserId + i, familyId: `bench-${i}`, tokenHash: createHash('sha256').update(`bench-${i}`).digest('hex'), keepLoggedIn: 0, expiresAt: inADay, usedAt: null, revokedAt: null, createdAt: now });
  }
  return { users, sessions };
}

/** Each donor's access token, as the server signs them (HS256, sub and sid), valid for an hour. */
export function donorTokens(secret, count, firstUserId) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const iat = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, i) => {
    const payload = base64url(JSON.stringify({ sub: String(firstUserId + i), sid: `bench-${i}`, iat, exp: iat + 3600 }));
    return `${header}.${payload}.${createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')}`;
  });
}

/** Seeds `count` donors into the SQLite file; answers the first donor's id. */
export function seedDonorsSqlite(root, file, count) {
  const Database = createRequire(join(root, 'backend/package.json'))('better-sqlite3');
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const firstUserId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM users').get().next;
  const { users, sessions } = rowsOf(count, firstUserId);
  const insert = (table, rows) => {
    const columns = Object.keys(rows[0]);
    const statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
    for (const row of rows) statement.run(...columns.map((column) => (row[column] instanceof Date ? sqliteTime(row[column]) : row[column])));
  };
  db.transaction(() => {
    insert('users', users);
    insert('refresh_sessions', sessions);
  })();
  db.close();
  return firstUserId;
}

/** Seeds `count` donors into the MySQL/MariaDB database of `url`; answers the first donor's id. */
export async function seedDonorsMysql(root, url, count) {
  const mysql = createRequire(join(root, 'backend/package.json'))('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url, timezone: 'Z' });
  await connection.query("SET time_zone = '+00:00'");
  try {
    const [[{ next }]] = await connection.query('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM users');
    const firstUserId = Number(next);
    const { users, sessions } = rowsOf(count, firstUserId);
    for (const [table, rows] of [['users', users], ['refresh_sessions', sessions]]) {
      const columns = Object.keys(rows[0]);
      for (let start = 0; start < rows.length; start += 2000) {
        await connection.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [rows.slice(start, start + 2000).map((row) => columns.map((column) => row[column]))]);
      }
    }
    const [[{ first }]] = await connection.query('SELECT MIN(id) AS first FROM users WHERE email = ?', ['bench-donor-0@example.org']);
    if (Number(first) !== firstUserId) throw new Error('the donors did not get consecutive ids');
    return firstUserId;
  } finally {
    await connection.end();
  }
}
