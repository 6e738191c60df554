import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { ListDefinition } from './list-definition';
import { SearchWord } from './search-word.entity';
import { searchWordsOf } from './search-words';

/**
 * Writes the words of `record` to search_words (with `replace`, instead of those it had). New records get theirs from
 * SearchWordsSubscriber in the statement's transaction; an update of searched fields calls this in its own.
 * The table's AFTER DELETE trigger removes them with the record.
 */
export async function writeSearchWords(manager: EntityManager, list: ListDefinition, record: ObjectLiteral, options: { replace?: boolean } = {}): Promise<void> {
  if (!list.searchWords) return;
  const rowId = record.id as number;
  if (options.replace) await manager.delete(SearchWord, { tableName: list.table, rowId });
  const words = searchWordsOf(...list.searchWords(record));
  if (words.length === 0) return;
  // orIgnore: MySQL's collation may see two different words as one ('straße', 'strasse').
  await manager.createQueryBuilder().insert().into(SearchWord).orIgnore().values(words.map((word) => ({ tableName: list.table, word, rowId }))).execute();
}
