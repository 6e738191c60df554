// What npm run backup and npm run restore share: where the SQLite database is (DATA_DIR and DATABASE_URL read by the
// server's own code), the driver, the checks of a database file and the one-line output of a command.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const Database = require('better-sqlite3');

/** An error whose message is the one line a command prints (stderr) before it exits with `exitCode`. */
export class CommandError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The first line of an error's message. */
export const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];

/** Runs `command`: the line it returns goes to stdout (exit 0); any error, as one line, to stderr (exit 1 or its own). */
export function runCommand(command) {
  command().then(
    (line) => console.log(line),
    (error) => {
      console.error(error instanceof CommandError ? error.message : `Failed: ${firstLine(error)}`);
      process.exitCode = error instanceof CommandError ? error.exitCode : 1;
    },
  );
}

let tsNodeRegistered = false;

/** A module of the backend: its source through ts-node in a checkout, its build where dev dependencies were pruned. */
function backendModule(path) {
  try {
    require.resolve('ts-node');
  } catch {
    return require(join(backend, 'dist', `${path}.js`));
  }
  if (!tsNodeRegistered) {
    require('ts-node').register({ transpileOnly: true, project: join(backend, 'tsconfig.json') });
    tsNodeRegistered = true;
  }
  return require(join(backend, 'src', `${path}.ts`));
}

/**
 * DATA_DIR and the SQLite file in it, read as the server reads them. With DATABASE_URL set the data is in MySQL/MariaDB:
 * stops with `mysqlAdvice`.
 */
export function sqliteLocation(mysqlAdvice, env = process.env) {
  let settings;
  try {
    settings = { ...backendModule('config/settings'), ...backendModule('config/paths'), ...backendModule('config/database-settings') };
  } catch (error) {
    throw new CommandError(`Could not load the server's settings code (${firstLine(error)}): run npm run build first.`);
  }
  const { readSetting, REPO_ROOT, SQLITE_FILE_NAME } = settings;
  let mysql;
  let dataDir;
  try {
    mysql = readSetting(env, 'DATABASE_URL');
    dataDir = resolve(readSetting(env, 'DATA_DIR') ?? join(REPO_ROOT, 'data'));
  } catch (error) {
    throw new CommandError(firstLine(error));
  }
  if (mysql) throw new CommandError(`DATABASE_URL is set: the data is in the MySQL/MariaDB database ${mysql.database}, not in SQLite. ${mysqlAdvice}`);
  return { dataDir, file: join(dataDir, SQLITE_FILE_NAME) };
}

/** A UTC time for file names: 2026-11-24T15-04-05Z. */
export const fileStamp = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

/** The largest number of pages one backup step may copy: all of them, in one read transaction of the source. */
export const ALL_PAGES = 0x7fffffff;

/**
 * Makes `file` (a copy this command wrote, never a database in use) one self-contained file, its write-ahead log
 * folded in, and checks it. Null when it is a sound database of this product, else what is wrong with it.
 */
export function settleAndCheck(file) {
  let db;
  try {
    db = new Database(file, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return `it fails SQLite's integrity check (${integrity})`;
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    if (!tables.has('migrations') || !tables.has('users') || !db.prepare('SELECT COUNT(*) FROM migrations').pluck().get()) {
      return 'it is not a database of this product (no migrations or users table)';
    }
    return null;
  } catch (error) {
    return `it is not a readable SQLite database (${firstLine(error)})`;
  } finally {
    db?.close();
  }
}

/**
 * True while another process (a running server) has the database open. A connection in WAL mode holds a shared lock
 * on the file for as long as it is open, so an exclusive lock cannot be had meanwhile. A file that is no database at
 * all cannot be in use by a server, which would not have started on it.
 */
export function inUse(file) {
  const db = new Database(file, { fileMustExist: true, timeout: 500 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') return true;
    if (error.code === 'SQLITE_NOTADB' || error.code === 'SQLITE_CORRUPT') return false;
    throw new CommandError(`Could not open ${file}: ${firstLine(error)}`);
  } finally {
    db.close();
  }
}

/** Removes a database file this command made, with its journal, log and shared-memory files. */
export function removeDatabaseFiles(file) {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
