import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { isDatabaseBusy } from '../database/database-faults';
import { driverOf, lockForUpdate } from '../database/dialect';
import type { ListDefinition } from './list-definition';

/**
 * Records re-indexed per transaction by rebuildSearchIndex: on MySQL the batch's rows stay locked while their words
 * are written (one procedure call each, about 2 ms a record on a busy MariaDB), so an app update of one waits that long.
 */
const REBUILD_BATCH = 100;

/**
 * Hands records' searched texts to the database's own word splitter (migration SearchWordsByTriggers): SQLite's
 * search_texts view, whose INSTEAD OF trigger writes the words, or MySQL's search_words_add procedure. The tables'
 * triggers call the same splitter, so a rebuilt word is the word a trigger would have written.
 */
async function indexTexts(manager: EntityManager, table: string, texts: { rowId: number; body: string }[]): Promise<void> {
  if (texts.length === 0) return;
  if (driverOf(manager) === 'sqlite') {
    await manager.query(`INSERT INTO search_texts (tableName, rowId, body) VALUES ${texts.map(() => '(?, ?, ?)').join(', ')}`, texts.flatMap(({ rowId, body }) => [table, rowId, body]));
  } else {
    for (const { rowId, body } of texts) await manager.query('CALL search_words_add(?, ?, ?)', [table, rowId, body]);
  }
}

/** How often a batch is tried again after it met the app's writes (a lock it waited too long for, a deadlock). */
const TRIES = 5;

/** True for a batch that met another writer: MySQL's deadlock or lock wait, SQLite's busy file or outdated snapshot. */
function metAnotherWriter(error: unknown): boolean {
  const code = (error as { driverError?: { code?: unknown } }).driverError?.code;
  return isDatabaseBusy(error) || (typeof code === 'string' && code.startsWith('SQLITE_BUSY'));
}

/**
 * Writes again the words of the records after id `after` (one batch), and removes those of ids up to the batch's last
 * (to the end when it is the last batch) that are no record's. Answers the records and the batch's last id (null at
 * the end). In one transaction that reads the records with their row locks (MySQL; the app's updates lock a row
 * before its triggers write words, the same order), so a record the app changes meanwhile keeps its new words. On
 * SQLite a write of the server between this transaction's read and its own makes it fail (SQLITE_BUSY_SNAPSHOT) rather
 * than write words of an older text; rebuildSearchIndex then tries it again.
 */
async function rebuildBatch(dataSource: DataSource, list: ListDefinition, after: number): Promise<{ records: number; last: number | null }> {
  const searchWords = list.searchWords!;
  return dataSource.transaction(async (manager) => {
    const builder = manager.createQueryBuilder(list.entity, 'row').where('row.id > :after', { after }).orderBy('row.id', 'ASC').take(REBUILD_BATCH);
    const records = await lockForUpdate(builder).getMany();
    const last = records.length === REBUILD_BATCH ? (records[records.length - 1].id as number) : null;
    const upTo = last === null ? '' : ' AND rowId <= ?';
    await manager.query(`DELETE FROM search_words WHERE tableName = ? AND rowId > ?${upTo}`, [list.table, after, ...(last === null ? [] : [last])]);
    await indexTexts(manager, list.table, records.map((record: ObjectLiteral) => ({ rowId: record.id as number, body: searchWords(record).filter((text) => text !== null).join(' ') })));
    return { records: records.length, last };
  });
}

/**
 * Writes again the search words of every record of `lists`, and removes those of records no longer there: for rows
 * that reached the tables before their triggers did (SearchWordsByTriggers), or an index that was damaged. Batch by
 * batch of ids, each in its own transaction (tried again when it met the app's writes), so the search keeps
 * answering meanwhile and the app may keep writing. Answers the records indexed per table.
 */
export async function rebuildSearchIndex(dataSource: DataSource, lists: readonly ListDefinition[]): Promise<Record<string, number>> {
  const indexed: Record<string, number> = {};
  for (const list of lists.filter((candidate) => candidate.searchWords)) {
    indexed[list.table] = 0;
    // From below every id: words a repair left under ids of no record go too.
    for (let after: number | null = Number.MIN_SAFE_INTEGER; after !== null; ) {
      const from: number = after;
      for (let tries = 1; ; tries++) {
        try {
          const batch = await rebuildBatch(dataSource, list, from);
          indexed[list.table] += batch.records;
          after = batch.last;
          break;
        } catch (error) {
          if (tries === TRIES || !metAnotherWriter(error)) throw error;
          await sleep(100 * tries);
        }
      }
    }
  }
  return indexed;
}
