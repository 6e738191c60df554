import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { driverOf } from '../database/dialect';
import type { ListDefinition } from './list-definition';

/** Records re-indexed per transaction by rebuildSearchIndex. */
const REBUILD_BATCH = 500;

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

/**
 * Writes again the search words of every record of `lists`, and removes those of records no longer there: for rows
 * that reached the tables before their triggers did (SearchWordsByTriggers), or an index that was damaged. Batch by
 * batch of ids, each in its own transaction, so the search keeps answering meanwhile and the app may keep writing
 * (its triggers index what it writes). Answers the records indexed per table.
 */
export async function rebuildSearchIndex(dataSource: DataSource, lists: readonly ListDefinition[], onBatch?: (table: string, records: number) => void): Promise<Record<string, number>> {
  const indexed: Record<string, number> = {};
  for (const list of lists) {
    const searchWords = list.searchWords;
    if (!searchWords) continue;
    indexed[list.table] = 0;
    // From below every id: words a repair left under ids of no record go too.
    for (let after = Number.MIN_SAFE_INTEGER; ; ) {
      const records = await dataSource.createQueryBuilder(list.entity, 'row').where('row.id > :after', { after }).orderBy('row.id', 'ASC').take(REBUILD_BATCH).getMany();
      const last = records.length === REBUILD_BATCH ? (records[records.length - 1].id as number) : null;
      await dataSource.transaction(async (manager) => {
        // Up to the batch's last id, or to the end: words of ids between (deleted records') go too.
        const upTo = last === null ? '' : ' AND rowId <= ?';
        await manager.query(`DELETE FROM search_words WHERE tableName = ? AND rowId > ?${upTo}`, [list.table, after, ...(last === null ? [] : [last])]);
        await indexTexts(manager, list.table, records.map((record: ObjectLiteral) => ({ rowId: record.id as number, body: searchWords(record).filter((text) => text !== null).join(' ') })));
      });
      indexed[list.table] += records.length;
      onBatch?.(list.table, indexed[list.table]);
      if (last === null) break;
      after = last;
    }
  }
  return indexed;
}
