// What npm run backup and npm run restore share: where the SQLite database is (DATA_DIR as the server reads it), the
// driver, and the checks of a database file.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const Database = createRequire(import.meta.url)('better-sqlite3');

/** Prints one line to stderr and ends the process with 1. */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** DATA_DIR (default <repo>/data) and the database file in it; stops with a hint when DATABASE_URL names MySQL. */
export function sqliteLocation(env = process.env) {
  if (env.DATABASE_URL) {
    fail('DATABASE_URL is set: the data is in MySQL/MariaDB. Back it up with mysqldump (see the README, Backup and restore).');
  }
  const dataDir = resolve(env.DATA_DIR || join(repository, 'data'));
  return { dataDir, file: join(dataDir, 'blood-donation.sqlite') };
}

/** A UTC time for file names: 2026-11-24T15-04-05Z. */
export const fileStamp = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

/** Null when `file` is a sound database of this product, else what is wrong with it. */
export function problemWith(file) {
  let db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return `it fails SQLite's integrity check (${integrity})`;
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    if (!tables.has('migrations') || !tables.has('users')) return 'it is not a database of this product (no migrations or users table)';
    return null;
  } catch (error) {
    return `it cannot be read as an SQLite database (${error.code ?? error.message})`;
  } finally {
    db?.close();
  }
}

/** True while another process (a running server) has the database open: it holds the WAL's shared lock. */
export function inUse(file) {
  const db = new Database(file, { fileMustExist: true, timeout: 200 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') return true;
    throw error;
  } finally {
    db.close();
  }
}
