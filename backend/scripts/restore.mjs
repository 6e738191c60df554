// npm run restore -- FILE: puts a backup made by npm run backup in place of the SQLite database. The server must be
// stopped (the command refuses while a process has the database open). The backup is copied and checked beside the
// database, the database it replaces is renamed to blood-donation.sqlite.before-restore-<UTC time> (with its
// write-ahead log, if one was left), and the checked copy is renamed into place.
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CommandError, fileStamp, firstLine, inUse, removeDatabaseFiles, runCommand, settleAndCheck, sqliteLocation } from './sqlite-file.mjs';

runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) throw new CommandError('Usage: npm run restore -- FILE (a backup made by npm run backup)', 2);
  const { dataDir, file } = sqliteLocation('Restore a mysqldump file with: mysql DATABASE < FILE (docs/operations.md: Backup and restore).');
  const backup = resolve(args[0]);
  if (!statSync(backup, { throwIfNoEntry: false })?.isFile()) throw new CommandError(`There is no file ${backup}.`);
  const refuseInUse = () => {
    if (existsSync(file) && inUse(file)) throw new CommandError(`${file} is in use by a running server: stop it, then restore.`);
  };
  refuseInUse();

  const staging = `${file}.restoring-${process.pid}`;
  let keptAs = null;
  try {
    mkdirSync(dataDir, { recursive: true });
    // A copy, so that the backup itself is never written to; with its write-ahead log, if one lies beside it.
    copyFileSync(backup, staging);
    if (statSync(`${backup}-wal`, { throwIfNoEntry: false })?.size) copyFileSync(`${backup}-wal`, `${staging}-wal`);
    const problem = settleAndCheck(staging);
    if (problem) throw new CommandError(`Not restored: ${backup} is not a usable backup, ${problem}.`);

    const before = statSync(file, { throwIfNoEntry: false });
    // The copy gets the mode and owner of the database it replaces, so that the server can write to it.
    chmodSync(staging, before ? before.mode & 0o777 : 0o600);
    if (before && process.getuid?.() === 0) chownSync(staging, before.uid, before.gid);

    refuseInUse();
    // The database being replaced, with a write-ahead log or journal left beside it: together they are its content.
    // A log left there would otherwise be replayed into the restored file. The shared-memory index is rebuilt.
    const stamp = fileStamp();
    for (const suffix of ['', '-wal', '-journal']) {
      if (!existsSync(file + suffix)) continue;
      keptAs = `${file}.before-restore-${stamp}`;
      renameSync(file + suffix, keptAs + suffix);
    }
    rmSync(`${file}-shm`, { force: true });
    renameSync(staging, file);
  } catch (error) {
    const kept = keptAs ? `; the database before is ${keptAs}` : '';
    throw error instanceof CommandError ? error : new CommandError(`Could not restore ${backup}: ${firstLine(error)}${kept}`);
  } finally {
    removeDatabaseFiles(staging);
  }
  return `Restored ${backup} to ${file} (${keptAs ? `the database before is kept as ${keptAs}` : 'there was no database before'}).`;
});
