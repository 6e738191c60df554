// npm run restore -- FILE: puts a backup made by npm run backup in place of the SQLite database. The server must be
// stopped; the database it replaces is kept beside it as blood-donation.sqlite.before-restore-<time>.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { Database, fail, fileStamp, inUse, problemWith, sqliteLocation } from './sqlite-file.mjs';

if (!process.argv[2]) fail('Usage: npm run restore -- FILE (a backup made by npm run backup)');
const backup = resolve(process.argv[2]);
const { dataDir, file } = sqliteLocation();
if (!existsSync(backup)) fail(`There is no file ${backup}.`);
const problem = problemWith(backup);
if (problem) fail(`Not restoring ${backup}: ${problem}.`);

let keptAs = null;
if (existsSync(file)) {
  if (inUse(file)) fail(`${file} is in use: stop the server, then restore.`);
  keptAs = `${file}.before-restore-${fileStamp()}`;
  // The database with its write-ahead log, if one was left: together they are the database being replaced.
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, keptAs + suffix);
}
mkdirSync(dataDir, { recursive: true });

const source = new Database(backup, { readonly: true, fileMustExist: true });
try {
  await source.backup(file, { progress: () => 0x7fffffff });
} catch (error) {
  fail(`Could not restore ${backup}: ${error.message}${keptAs ? `; the database before is ${keptAs}` : ''}`);
} finally {
  source.close();
}
const after = problemWith(file);
if (after) fail(`The restored ${file} is not sound: ${after}${keptAs ? `; the database before is ${keptAs}` : ''}.`);
console.log(`Restored ${backup} to ${file}${keptAs ? ` (the database before is ${keptAs})` : ''}.`);
