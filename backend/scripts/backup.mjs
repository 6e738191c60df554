// npm run backup [-- FILE]: a consistent copy of the SQLite database, taken with SQLite's online backup API while the
// server runs. The database is opened read-only: in WAL mode the server's writes go on during the copy, which is the
// database as it was at one moment. Default FILE: DATA_DIR/backups/blood-donation-<UTC time>.sqlite.
import { chmodSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ALL_PAGES, CommandError, Database, fileStamp, firstLine, removeDatabaseFiles, runCommand, settleAndCheck, sqliteLocation } from './sqlite-file.mjs';

runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) throw new CommandError('Usage: npm run backup [-- FILE]', 2);
  const { dataDir, file } = sqliteLocation('Back it up with mysqldump --single-transaction --routines --triggers (docs/operations.md: Backup and restore).');
  if (!existsSync(file)) throw new CommandError(`There is no database at ${file} (DATA_DIR): nothing to back up.`);
  const target = resolve(args[0] ?? join(dataDir, 'backups', `blood-donation-${fileStamp()}.sqlite`));
  if (statSync(target, { throwIfNoEntry: false })?.isDirectory()) throw new CommandError(`${target} is a folder: name a new file in it.`);
  if (existsSync(target)) throw new CommandError(`${target} exists already: name a new file.`);

  // Written beside the target and renamed once checked: the target is a whole backup or nothing.
  const partial = `${target}.partial-${process.pid}`;
  try {
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    // Read-only: nothing of the server's database changes. The busy timeout covers a reader's rare wait (WAL recovery).
    const source = new Database(file, { readonly: true, fileMustExist: true, timeout: 10_000 });
    try {
      // All pages in one step, so in one read transaction: one snapshot, however many writes the server makes meanwhile.
      await source.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    const problem = settleAndCheck(partial);
    if (problem) throw new CommandError(`Not backed up: the copy of ${file} is not sound, ${problem}.`);
    // It holds password hashes and donors' details: the owner's only.
    chmodSync(partial, 0o600);
    if (existsSync(target)) throw new CommandError(`${target} appeared while the backup was taken: name a new file.`);
    renameSync(partial, target);
  } catch (error) {
    throw error instanceof CommandError ? error : new CommandError(`Could not back up ${file} to ${target}: ${firstLine(error)}`);
  } finally {
    removeDatabaseFiles(partial);
  }
  const megabytes = (statSync(target).size / 1024 / 1024).toFixed(1);
  return `Backed up ${file} to ${target} (${megabytes} MB, integrity checked).`;
});
