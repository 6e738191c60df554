// Seeds donations, users and blood requests straight into a migrated database (SQLite file or MySQL/MariaDB),
// in proportion: one user and one blood request for every ten donations.
// The table triggers keep list_counts and search_words, as for any rows written by plain SQL.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
const GENDERS = ['Male', 'Female', 'Other'];
const STATUSES = ['Pending', 'Approved', 'Rejected'];
const SYLLABLES = ['ra', 'vi', 'an', 'na', 'so', 'mi', 'ka', 'le', 'to', 'ne', 'sa', 'ri', 'jo', 'se', 'ma', 'lu', 'di', 'po', 'ha', 'ya'];
/** 200 first names and 400 surnames, made of syllables: every name occurs as often at 1 000 rows as at 1 000 000. */
const FIRST = Array.from({ length: 200 }, (_, i) => cap(SYLLABLES[i % 20] + SYLLABLES[Math.floor(i / 20) % 20] + 'n'));
const LAST = Array.from({ length: 400 }, (_, i) => cap(SYLLABLES[(i * 7) % 20] + SYLLABLES[Math.floor(i / 20) % 20] + SYLLABLES[i % 3] + 'r'));
const CITIES = Array.from({ length: 50 }, (_, i) => `City ${i}`);

function cap(text) {
  return text[0].toUpperCase() + text.slice(1);
}

export const nameOf = (i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
export const SURNAME = LAST[7];

const day = (i, span) => new Date(Date.UTC(2016, 0, 1) + (i % span) * 86_400_000);
const stamp = (i) => new Date(Date.UTC(2016, 0, 1) + i * 1000);
/** Blood requests are made a second apart up to the seeding: older open ones would be Expired by the sweep at start. */
const SEEDED_AT = Date.now();
const recentStamp = (i, count) => new Date(SEEDED_AT - (count - i) * 1000);
const sqliteTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** The rows of each table for `donations` donations, in chunks. */
function* chunks(donations, size) {
  const users = Math.max(1, Math.floor(donations / 10));
  const requests = Math.max(1, Math.floor(donations / 10));
  for (let start = 0; start < users; start += size) {
    yield ['users', Array.from({ length: Math.min(size, users - start) }, (_, k) => {
      const i = start + k;
      const name = nameOf(i * 13);
      return { username: name, email: `${name.replace(' ', '.').toLowerCase()}${i}@example.org`, age: 18 + (i % 47), bloodGroup: GROUPS[i % 8], gender: GENDERS[i % 3].toLowerCase(), mobile: `98${String(i).padStart(8, '0')}`, passwordHash: 'x'.repeat(60), role: i % 50 === 0 ? 'volunteer' : 'user', createdAt: stamp(i), updatedAt: stamp(i) };
    })];
  }
  for (let start = 0; start < requests; start += size) {
    yield ['blood_requests', Array.from({ length: Math.min(size, requests - start) }, (_, k) => {
      const i = start + k;
      return { name: nameOf(i * 3 + 1), email: `patient${i}@example.org`, bloodGroup: GROUPS[(i * 5) % 8], units: 1 + (i % 4), mobile: `97${String(i).padStart(8, '0')}`, gender: GENDERS[i % 3], age: 18 + (i % 60), disease: '', status: STATUSES[i % 3], message: null, userId: 1 + (i % users), createdAt: recentStamp(i, requests), updatedAt: recentStamp(i, requests) };
    })];
  }
  for (let start = 0; start < donations; start += size) {
    yield ['donations', Array.from({ length: Math.min(size, donations - start) }, (_, k) => {
      const i = start + k;
      return { name: nameOf(i), bloodGroup: GROUPS[(i * 3) % 8], units: 1 + (i % 3), mobile: `96${String(i).padStart(8, '0')}`, gender: GENDERS[i % 3], age: 18 + (i % 47), city: CITIES[i % 50], address: `${i} Main Road`, date: day(i * 7919, 3650).toISOString().slice(0, 10), userId: i % 3 === 0 ? null : 1 + (i % users), createdAt: stamp(i), updatedAt: stamp(i) };
    })];
  }
}

/** Seeds the SQLite file at `file` (the server may be running: WAL lets a second connection write). */
export function seedSqlite(root, file, donations) {
  const require = createRequire(join(root, 'backend/package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const statements = new Map();
  db.transaction(() => {
    for (const [table, rows] of chunks(donations, 1000)) {
      for (const row of rows) {
        const columns = Object.keys(row);
        if (!statements.has(table)) statements.set(table, db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`));
        const values = columns.map((column) => (row[column] instanceof Date ? sqliteTime(row[column]) : row[column]));
        statements.get(table).run(...values);
      }
    }
  })();
  db.pragma('optimize');
  db.close();
}

/** Seeds the MySQL/MariaDB database of `url`. */
export async function seedMysql(root, url, donations) {
  const require = createRequire(join(root, 'backend/package.json'));
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url, timezone: 'Z' });
  await connection.query("SET time_zone = '+00:00'");
  try {
    for (const [table, rows] of chunks(donations, 2000)) {
      const columns = Object.keys(rows[0]);
      await connection.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [rows.map((row) => columns.map((column) => row[column]))]);
    }
    await connection.query('ANALYZE TABLE users, blood_requests, donations, search_words, list_counts');
  } finally {
    await connection.end();
  }
}
