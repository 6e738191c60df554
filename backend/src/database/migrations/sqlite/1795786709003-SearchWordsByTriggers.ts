import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropWordTriggers, fillSearchCharacters, SEARCHED_COLUMNS } from '../search-words-by-triggers';

/**
 * The database keeps the admin lists' search words itself, so that rows written by any SQL (an import, a repair, a
 * replica) are found as the app's own are. Each searched table's triggers hand the text of its searched columns
 * (SEARCHED_COLUMNS, frozen with it) to search_texts, a view whose INSTEAD OF INSERT trigger splits it into
 * search_words. The AFTER DELETE triggers of 1795471510244-AdminListIndexes already remove a record's words.
 *
 * Why not FTS5: its unicode61 tokenizer splits 'AB+' and 'O-' from their sign and Devanagari words at their vowel
 * signs, and MySQL's FULLTEXT drops words under three letters, so neither gives the documented matches; splitting here
 * gives the same words as searchWordsOf (the search box's terms) on both drivers, and the reader stays as it was.
 * SQLite has no notion of letters or case beyond ASCII: search_characters holds how each character folds
 * (foldedCharacter: ranges that fold to themselves, single ones that fold to other text, the rest to a space).
 */
/** The code point of the character at byte `at` of `bytes` (0 for a NUL character, or none). */
const codeAt = (bytes: string, at: string) => `coalesce(unicode(CAST(substr(${bytes}, ${at}, 4) AS TEXT)), 0)`;
/** The UTF-8 length of the character `code`. */
const WIDTH = 'CASE WHEN code < 128 THEN 1 WHEN code < 2048 THEN 2 WHEN code < 65536 THEN 3 ELSE 4 END';

/**
 * Folds NEW.body character by character (ASCII letters and digits inline, the others from search_characters), then
 * cuts the folded text at its spaces: each piece but '', '+' and '-' is a word, its first 100 characters kept. The
 * text is walked as bytes (a blob, one character's UTF-8 length at a time, its code point read once): substr() of a
 * text stops at a NUL.
 */
const SPLIT_TEXT = `CREATE TRIGGER search_texts_insert INSTEAD OF INSERT ON search_texts BEGIN
  INSERT OR IGNORE INTO search_words (tableName, word, rowId)
  SELECT NEW.tableName, substr(word, 1, 100), NEW.rowId FROM (
    WITH RECURSIVE
      folding(rest, code, folded) AS (
        SELECT CAST(NEW.body AS BLOB), ${codeAt('CAST(NEW.body AS BLOB)', '1')}, ''
        UNION ALL
        SELECT substr(rest, ${WIDTH} + 1), ${codeAt('rest', `${WIDTH} + 1`)}, folded || CASE
          WHEN code BETWEEN 97 AND 122 OR code BETWEEN 48 AND 57 THEN char(code)
          WHEN code BETWEEN 65 AND 90 THEN char(code + 32)
          ELSE coalesce((SELECT CASE WHEN code <= ch.hi THEN coalesce(ch.folded, char(code)) ELSE ' ' END
            FROM search_characters ch WHERE ch.lo <= code ORDER BY ch.lo DESC LIMIT 1), ' ')
        END
        FROM folding WHERE length(rest) > 0
      ),
      cutting(word, rest) AS (
        SELECT '', (SELECT folded FROM folding WHERE length(rest) = 0) || ' '
        UNION ALL
        SELECT substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1) FROM cutting WHERE rest <> ''
      )
    SELECT word FROM cutting
  ) WHERE word NOT IN ('', '+', '-');
END`;

/** The text of a row's searched columns, one space between them. */
const textOf = (columns: string[], row: string) => columns.map((column) => `coalesce(${row}.${column}, '')`).join(` || ' ' || `);

function wordTriggers(table: string): string[] {
  const columns = SEARCHED_COLUMNS[table];
  const index = `INSERT INTO search_texts (tableName, rowId, body) VALUES ('${table}', NEW.id, ${textOf(columns, 'NEW')});`;
  const changed = columns.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ');
  return [
    `CREATE TRIGGER ${table}_words_insert AFTER INSERT ON ${table} BEGIN ${index} END`,
    `CREATE TRIGGER ${table}_words_update AFTER UPDATE OF ${columns.join(', ')} ON ${table} WHEN ${changed} BEGIN DELETE FROM search_words WHERE tableName = '${table}' AND rowId = OLD.id; ${index} END`,
  ];
}

export class SearchWordsByTriggers1795786709003 implements MigrationInterface {
  name = 'SearchWordsByTriggers1795786709003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE search_characters (lo INTEGER PRIMARY KEY, hi INTEGER NOT NULL, folded TEXT)`);
    await fillSearchCharacters(queryRunner, 300);
    await queryRunner.query(`CREATE VIEW search_texts (tableName, rowId, body) AS SELECT NULL, NULL, NULL WHERE 0`);
    await queryRunner.query(SPLIT_TEXT);
    for (const table of Object.keys(SEARCHED_COLUMNS)) for (const statement of wordTriggers(table)) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropWordTriggers(queryRunner);
    await queryRunner.query(`DROP VIEW search_texts`);
    await queryRunner.query(`DROP TABLE search_characters`);
  }
}
