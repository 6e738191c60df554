// SQLite only (jest.config.js): npm run backup and npm run restore work on the SQLite file; MySQL/MariaDB use mysqldump.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { Donation } from '../src/donations/donation.entity';
import { loginAs } from './support/accounts';
import { donationBody } from './support/donor-flows';
import { startTestServer, type TestServer, type TestStorage } from './support/test-server';

jest.setTimeout(180_000);

const scripts = join(__dirname, '..', 'scripts');

/** Runs backup.mjs or restore.mjs as npm run would, on the data folder `dataDir`; never throws. */
async function run(script: 'backup' | 'restore', dataDir: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(scripts, `${script}.mjs`), ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Storage in `dataDir` with the database where the server and the scripts look for it. */
function storageIn(dataDir: string): TestStorage {
  return { dataDir, database: { driver: 'sqlite', file: join(dataDir, 'blood-donation.sqlite') }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe('npm run backup and npm run restore (SQLite)', () => {
  const live = storageIn(mkdtempSync(join(tmpdir(), 'blood-donation-live-')));
  const restored = storageIn(mkdtempSync(join(tmpdir(), 'blood-donation-restored-')));
  const backupFile = join(mkdtempSync(join(tmpdir(), 'blood-donation-backups-')), 'backup.sqlite');
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, live);
  });
  afterAll(async () => {
    await server?.close();
    await live.dispose();
    await restored.dispose();
  });

  it('takes a consistent backup while donations are written, and restores every donation acknowledged before it began', async () => {
    const donor = await loginAs(server, 'user');
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (lane: number) => {
      for (let n = 0; writing; n += 1) {
        const name = `Backup Lane${lane} ${n}`;
        const response = await request(server.url).post('/api/add').auth(donor.accessToken, { type: 'bearer' }).send(donationBody({ name }));
        expect(response.status).toBe(201);
        acknowledged.push(name);
      }
    };
    const writers = [writer(1), writer(2)];
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));

    const beforeBackup = [...acknowledged];
    const backup = await run('backup', live.dataDir, [backupFile]);
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await Promise.all(writers);
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining(`to ${backupFile}`) });
    // The server kept acknowledging writes while the backup was taken.
    expect(duringBackup).toBeGreaterThan(0);

    const refused = await run('restore', live.dataDir, [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is in use: stop the server');

    const restoring = await run('restore', restored.dataDir, [backupFile]);
    expect(restoring).toMatchObject({ code: 0, stdout: expect.stringContaining('Restored') });
    const again = await startTestServer({}, restored);
    try {
      const names = new Set((await again.dataSource.getRepository(Donation).find({ select: { name: true } })).map((donation) => donation.name));
      expect(beforeBackup.filter((name) => !names.has(name))).toEqual([]);
      expect(await again.dataSource.query('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      await again.close();
    }
  });

  it('keeps the database it replaces beside it', async () => {
    const second = await run('restore', restored.dataDir, [backupFile]);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/the database before is .*blood-donation\.sqlite\.before-restore-/);
  });

  it('refuses a file that is not a backup, and MySQL/MariaDB with a pointer to mysqldump', async () => {
    const junk = join(restored.dataDir, 'junk.sqlite');
    writeFileSync(junk, 'not a database');
    const notBackup = await run('restore', restored.dataDir, [junk]);
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain('cannot be read as an SQLite database');
    const mysql = await run('backup', restored.dataDir, [], { DATABASE_URL: 'mysql://root@127.0.0.1:3306/any' });
    expect(mysql.code).toBe(1);
    expect(mysql.stderr).toContain('mysqldump');
  });
});
