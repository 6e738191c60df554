// npm run backup [-- FILE]: a consistent copy of the SQLite database, taken with SQLite's online backup API while the
// server runs (its writes wait at most a moment; none is lost). Default FILE: DATA_DIR/backups/blood-donation-<time>.sqlite.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Database, fail, fileStamp, problemWith, sqliteLocation } from './sqlite-file.mjs';

const { dataDir, file } = sqliteLocation();
if (!existsSync(file)) fail(`There is no database at ${file} (DATA_DIR): nothing to back up.`);
const target = resolve(process.argv[2] ?? join(dataDir, 'backups', `blood-donation-${fileStamp()}.sqlite`));
if (existsSync(target)) fail(`${target} exists already: name a new file.`);
mkdirSync(dirname(target), { recursive: true });

const source = new Database(file, { readonly: true, fileMustExist: true, timeout: 10_000 });
try {
  // Every page in one step: a step sees one snapshot, where many small steps would start over after each write.
  const { totalPages } = await source.backup(target, { progress: () => 0x7fffffff });
  const problem = problemWith(target);
  if (problem) fail(`The backup ${target} is not sound: ${problem}.`);
  console.log(`Backed up ${file} to ${target} (${totalPages} pages).`);
} catch (error) {
  fail(`Could not back up ${file}: ${error.message}`);
} finally {
  source.close();
}
