// SQLite only (jest.config.js): npm run backup and npm run restore while the server writes (docs/operations.md: Backup and restore).
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loginAs } from './support/accounts';
import { donationBody } from './support/donor-flows';
import { startTestServer, type TestServer, type TestStorage } from './support/test-server';
import { expectConsistentCopy, expectRefusal, keepWriting, pattern, script, seedDonations, SEEDED, sqliteStorage, UTC_STAMP, withSqlite } from './support/backups';

// 240 s: the backup and restore scripts run as child processes (ts-node compiles them first) while writes go on.
jest.setTimeout(240_000);

describe('npm run backup and npm run restore (SQLite)', () => {
  let live: TestStorage;
  let restored: TestStorage;
  let backups: string;
  let backupFile: string;
  let server: TestServer;

  beforeAll(async () => {
    live = sqliteStorage('blood-donation-live-');
    restored = sqliteStorage('blood-donation-restored-');
    backups = mkdtempSync(join(tmpdir(), 'blood-donation-backups-'));
    backupFile = join(backups, 'backup.sqlite');
    server = await startTestServer({}, live);
  });
  afterAll(async () => {
    await server?.close();
    await live?.dispose();
    await restored?.dispose();
    if (backups) rmSync(backups, { recursive: true, force: true });
  });

  it('takes a consistent backup while donations are written, and restores every donation acknowledged before it began', async () => {
    // The server's write-ahead log is not folded into the file meanwhile: every write below is only in the log, which a
    // copy of the file alone would miss.
    await server.dataSource.query('PRAGMA wal_autocheckpoint = 0');
    await seedDonations(server, SEEDED);
    const donor = await loginAs(server, 'user');
    const writes = keepWriting(server, donor.accessToken);
    await writes.until(30);

    const acknowledgedBefore = [...writes.acknowledged];
    const backup = await script('backup', live.dataDir, [backupFile]);
    const acknowledgedByItsEnd = writes.acknowledged.length;
    await writes.stop();
    const liveFile = join(live.dataDir, 'blood-donation.sqlite');
    expect(backup).toMatchObject({ code: 0, stderr: '', stdout: expect.stringMatching(pattern(`Backed up ${liveFile} to ${backupFile} (`, String.raw`\d+\.\d MB, integrity checked\)\.\n$`)) });
    // The server went on acknowledging writes while the backup was taken.
    expect(acknowledgedByItsEnd).toBeGreaterThan(acknowledgedBefore.length);
    // One self-contained file, for its owner only.
    expect(readdirSync(backups)).toEqual(['backup.sqlite']);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const restoring = await script('restore', restored.dataDir, [backupFile]);
    expect(restoring).toMatchObject({ code: 0, stderr: '', stdout: `Restored ${backupFile} to ${join(restored.dataDir, 'blood-donation.sqlite')} (there was no database before).\n` });

    const again = await startTestServer({}, restored);
    try {
      await expectConsistentCopy(again.dataSource, acknowledgedBefore);
      expect(await again.dataSource.query('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(await again.dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      // It takes new writes.
      const newcomer = await loginAs(again, 'user');
      const response = await request(again.url).post('/api/add').auth(newcomer.accessToken, { type: 'bearer' }).send(donationBody({ name: 'After Restore' }));
      expect(response.status).toBe(201);
    } finally {
      await again.close();
    }
  });

  it('refuses to restore while the server has the database open, and otherwise keeps the database it replaces', async () => {
    expectRefusal(await script('restore', live.dataDir, [backupFile]), `${join(live.dataDir, 'blood-donation.sqlite')} is in use by a running server: stop it, then restore.`);
    expect(readdirSync(live.dataDir).filter((name) => name.includes('before-restore') || name.includes('restoring'))).toEqual([]);
    expect((await request(server.url).get('/api/health')).status).toBe(200);

    // The server on the restored folder is stopped: the restore goes ahead, and the database it replaces (with the
    // donation written after the first restore) is kept beside it.
    const file = join(restored.dataDir, 'blood-donation.sqlite');
    const second = await script('restore', restored.dataDir, [backupFile]);
    expect(second.code).toBe(0);
    const keptAs = second.stdout.match(/the database before is kept as (.+)\)\.\n$/)?.[1];
    expect(keptAs).toMatch(pattern(`${file}.before-restore-`, `${UTC_STAMP}$`));
    expect(readdirSync(restored.dataDir).filter((name) => name.startsWith('blood-donation.sqlite')).sort()).toEqual(['blood-donation.sqlite', `blood-donation.sqlite.before-restore-${keptAs!.split('before-restore-')[1]}`]);
    const afterRestore = (dataSource: DataSource) => dataSource.query("SELECT COUNT(*) AS count FROM donations WHERE name = 'After Restore'");
    expect(await withSqlite(keptAs!, afterRestore)).toEqual([{ count: 1 }]);
    expect(await withSqlite(file, afterRestore)).toEqual([{ count: 0 }]);
  });

  it('writes DATA_DIR/backups/blood-donation-<UTC time>.sqlite unless told a file, and never overwrites one', async () => {
    const backup = await script('backup', live.dataDir, []);
    expect(backup.code).toBe(0);
    const written = backup.stdout.match(/ to (\S+) \(/)?.[1];
    expect(written).toMatch(pattern(`${join(live.dataDir, 'backups')}/blood-donation-`, String.raw`${UTC_STAMP}\.sqlite$`));
    expect(statSync(written!).mode & 0o777).toBe(0o600);

    expectRefusal(await script('backup', live.dataDir, [backupFile]), `${backupFile} exists already: name a new file.`);
    expectRefusal(await script('backup', live.dataDir, [backups]), `${backups} is a folder: name a new file in it.`);
    expectRefusal(await script('backup', restored.dataDir.replace(/$/, '-missing'), []), 'There is no database at');
    expectRefusal(await script('backup', live.dataDir, ['one', 'two']), 'Usage: npm run backup [-- FILE]', 2);
  });

  it('refuses, in one line, a file that is no backup of this product, leaving the database as it was', async () => {
    const junk = join(backups, 'junk.sqlite');
    writeFileSync(junk, 'not a database');
    const other = join(backups, 'other.sqlite');
    await withSqlite(other, (dataSource) => dataSource.query('CREATE TABLE notes (text TEXT)'));
    const before = readdirSync(restored.dataDir).sort();

    expectRefusal(await script('restore', restored.dataDir, [junk]), 'is not a usable backup, it is not a readable SQLite database');
    expectRefusal(await script('restore', restored.dataDir, [other]), 'is not a usable backup, it is not a database of this product');
    expectRefusal(await script('restore', restored.dataDir, [join(backups, 'missing.sqlite')]), 'There is no file');
    expectRefusal(await script('restore', restored.dataDir, []), 'Usage: npm run restore -- FILE', 2);
    expect(readdirSync(restored.dataDir).sort()).toEqual(before);
  });
});
