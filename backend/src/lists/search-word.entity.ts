import { Entity, Index, PrimaryColumn } from 'typeorm';
import { SEARCH_WORD_MAX_LENGTH } from '../database/search-words';

/**
 * The search index of the admin lists: one row per word of a record's searched fields (see searchWordsOf).
 * A search term finds the records with a word starting with it: a range scan of the primary key.
 * Kept by the database: each searched table's triggers write a record's words when it is inserted or its searched
 * columns change, and delete them with it (migrations AdminListIndexes, SearchWordsByTriggers), whoever writes the
 * row; `npm run search:rebuild` writes them all again (rebuildSearchIndex).
 */
@Entity('search_words', { withoutRowid: true })
@Index('IDX_search_words_row', ['tableName', 'rowId'])
export class SearchWord {
  /** The table of the record (donations, users, ...). */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  tableName: string;

  @PrimaryColumn({ type: 'varchar', length: SEARCH_WORD_MAX_LENGTH })
  word: string;

  @PrimaryColumn({ type: 'int' })
  rowId: number;
}
