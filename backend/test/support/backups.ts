// What the backup tests of both drivers share (backup-restore.sqlite/.mysql.e2e-spec.ts).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MysqlDatabase } from '../../src/config/database-settings';
import { Donation } from '../../src/donations/donation.entity';
import { donationBody } from './donor-flows';
import { type TestServer, type TestStorage } from './test-server';


export const scripts = join(__dirname, '..', '..', 'scripts');
export const LANES = 3;
export const SEEDED = 20_000;

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end (stdin from the file `input`, if given); never throws. */
export function run(program: string, args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<Finished> {
  const stdin = input ? openSync(input, 'r') : 'ignore';
  return new Promise((resolve) => {
    const child = spawn(program, args, { env, stdio: [stdin, 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => (stderr += error.message));
    child.on('close', (code) => {
      if (typeof stdin === 'number') closeSync(stdin);
      resolve({ code, stdout, stderr });
    });
  });
}

/** backup.mjs or restore.mjs, as npm run backup / npm run restore runs them, with DATA_DIR `dataDir`. */
export function script(name: 'backup' | 'restore', dataDir: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Finished> {
  return run(process.execPath, [join(scripts, `${name}.mjs`), ...args], { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env });
}

/** One line on stderr, nothing on stdout, the exit code `code`. */
export function expectRefusal(result: Finished, message: string, code = 1): void {
  expect(result).toMatchObject({ code, stdout: '' });
  expect(result.stderr).toContain(message);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
}

/**
 * Donations recorded through the API, `LANES` at a time, each lane sending its next one once the last was answered,
 * until stop(). `acknowledged` lists the names answered 201, in order.
 */
export function keepWriting(server: TestServer, accessToken: string) {
  const acknowledged: string[] = [];
  const errors: unknown[] = [];
  let writing = true;
  const lane = async (lane: number) => {
    try {
      for (let n = 0; writing; n += 1) {
        const name = `Backup Lane${lane} ${n}`;
        const response = await request(server.url).post('/api/add').auth(accessToken, { type: 'bearer' }).send(donationBody({ name }));
        if (response.status !== 201) throw new Error(`POST /api/add answered ${response.status}: ${JSON.stringify(response.body)}`);
        acknowledged.push(name);
      }
    } catch (error) {
      errors.push(error);
      writing = false;
    }
  };
  const lanes = Promise.all(Array.from({ length: LANES }, (_, index) => lane(index + 1)));
  return {
    acknowledged,
    /** Waits until `count` donations were acknowledged. */
    async until(count: number): Promise<void> {
      while (acknowledged.length < count) {
        if (errors.length) throw errors[0];
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop(): Promise<void> {
      writing = false;
      await lanes;
      if (errors.length) throw errors[0];
    },
  };
}

/** Donations written straight to the database beforehand, so that the copy has some size (a few MB). */
export async function seedDonations(server: TestServer, count: number): Promise<void> {
  for (let first = 0; first < count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first) }, (_, index) => ({ ...donationBody({ name: `Seeded Donor ${first + index}` }), userId: null }));
    await server.dataSource.getRepository(Donation).insert(rows as Partial<Donation>[]);
  }
}

/**
 * The restored database holds every donation acknowledged before the backup began, and is one moment of the
 * database: each lane's donations are a run from its first (it sent the next only once the last was stored), and the
 * list counts kept by triggers in the same transactions agree with the rows.
 */
export async function expectConsistentCopy(dataSource: DataSource, acknowledgedBefore: string[]): Promise<void> {
  const names = (await dataSource.getRepository(Donation).find({ select: { name: true } })).map((donation) => donation.name);
  const present = new Set(names);
  expect(acknowledgedBefore.filter((name) => !present.has(name))).toEqual([]);
  expect(names.filter((name) => name.startsWith('Seeded Donor '))).toHaveLength(SEEDED);
  for (let lane = 1; lane <= LANES; lane += 1) {
    const prefix = `Backup Lane${lane} `;
    const numbers = names.filter((name) => name.startsWith(prefix)).map((name) => Number(name.slice(prefix.length)));
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index));
  }
  const [{ total }] = await dataSource.query("SELECT SUM(total) AS total FROM list_counts WHERE tableName = 'donations'");
  expect(Number(total)).toBe(names.length);
}

/** A pattern matching from the start: `literal` as it is, then the regular expression `rest`. */
export const pattern = (literal: string, rest: string) => new RegExp(`^${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`);
export const UTC_STAMP = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ`;

/** Runs `use` on the SQLite file `file` (created if missing), opened apart from any server. */
export async function withSqlite<T>(file: string, use: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = await new DataSource({ type: 'better-sqlite3', database: file }).initialize();
  try {
    return await use(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Storage in a new folder with the database where the server and the scripts look for it; dispose() removes it. */
export function sqliteStorage(prefix: string): TestStorage {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return { dataDir, database: { driver: 'sqlite', file: join(dataDir, 'blood-donation.sqlite') }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The executable `names[0]` or `names[1]`… found first on PATH, if any. */
export function onPath(...names: string[]): string | undefined {
  const folders = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of names) for (const folder of folders) if (existsSync(join(folder, name))) return join(folder, name);
  return undefined;
}

/** Arguments connecting mysql or mysqldump to the server of `database` (its password goes in MYSQL_PWD). */
export const connection = (database: MysqlDatabase) => ['-h', database.host, '-P', String(database.port), ...(database.username ? ['-u', database.username] : [])];
export const clientEnv = (database: MysqlDatabase): NodeJS.ProcessEnv => ({ ...process.env, ...(database.password ? { MYSQL_PWD: database.password } : {}) });
