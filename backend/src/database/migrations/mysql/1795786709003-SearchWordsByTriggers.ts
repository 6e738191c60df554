import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropWordTriggers, fillSearchCharacters, SEARCHED_COLUMNS } from '../search-words-by-triggers';

/**
 * The database keeps the admin lists' search words itself, so that rows written by any SQL (an import, a repair, a
 * replica) are found as the app's own are. Each searched table's triggers call search_words_add with the text of its
 * searched columns (SEARCHED_COLUMNS, frozen with it), which splits it into search_words. The AFTER DELETE triggers of
 * 1795471510244-AdminListIndexes already remove a record's words.
 *
 * Why not FULLTEXT: InnoDB leaves out words under innodb_ft_min_token_size (3, a server start option) and stopwords,
 * so 'O-', 'AB+' or a name like 'Li' would not be found; splitting here gives the same words as searchWordsOf (the
 * search box's terms) and as the SQLite migration, and the reader stays as it was. search_characters holds how each
 * character folds (foldedCharacter), the same table as on SQLite; ASCII runs are folded at once with REGEXP_REPLACE.
 * Only what MariaDB 10.6+ and MySQL 8.0+ both have: REGEXP_INSTR/REGEXP_REPLACE with two or three arguments,
 * JSON_TABLE, and a procedure (not a function, which binary logging would restrict).
 */
/**
 * Folds `body` (ASCII runs with one REGEXP_REPLACE, each other character from search_characters), then cuts the
 * folded text at its spaces (as a JSON array): each piece but '', '+' and '-' is a word, its first 100 characters kept.
 * The folded text holds only letters, digits, '+', '-' and spaces, so it needs no JSON escaping. Its variables take
 * the database's character set and collation, as search_characters does: MySQL 8 would give a declared utf8mb4
 * variable utf8mb4_0900_ai_ci, which COALESCE could not mix with a column of another collation.
 */
const SPLIT_TEXT = `CREATE PROCEDURE search_words_add(IN listTable VARCHAR(40), IN listRowId INT, IN body LONGTEXT)
BEGIN
  DECLARE rest LONGTEXT DEFAULT COALESCE(body, '');
  DECLARE folded LONGTEXT DEFAULT '';
  DECLARE other VARCHAR(1);
  DECLARE cut INT;
  DECLARE code INT;
  WHILE rest <> '' DO
    SET cut = REGEXP_INSTR(rest, '[^\\\\x{1}-\\\\x{7f}]');
    IF cut = 0 THEN SET cut = CHAR_LENGTH(rest) + 1; END IF;
    SET folded = CONCAT(folded, REPLACE(REPLACE(REGEXP_REPLACE(LOWER(LEFT(rest, cut - 1)), '[^a-z0-9+-]', ' '), '+', '+ '), '-', '- '));
    IF cut <= CHAR_LENGTH(rest) THEN
      SET other = SUBSTRING(rest, cut, 1);
      SET code = ORD(CONVERT(other USING utf32));
      SET folded = CONCAT(folded, COALESCE((SELECT IF(code <= hi, COALESCE(search_characters.folded, other), ' ')
        FROM search_characters WHERE lo <= code ORDER BY lo DESC LIMIT 1), ' '));
    END IF;
    SET rest = SUBSTRING(rest, cut + 1);
  END WHILE;
  INSERT IGNORE INTO search_words (tableName, word, rowId)
    SELECT listTable, LEFT(pieces.word, 100), listRowId FROM JSON_TABLE(CONCAT('["', REPLACE(folded, ' ', '","'), '"]'), '$[*]' COLUMNS (word TEXT PATH '$')) pieces
    WHERE pieces.word NOT IN ('', '+', '-');
END`;

function wordTriggers(table: string): string[] {
  const columns = SEARCHED_COLUMNS[table];
  const index = `CALL search_words_add('${table}', NEW.id, CONCAT_WS(' ', ${columns.map((column) => `NEW.${column}`).join(', ')}));`;
  // Compared as bytes: the collation would take a change of case or accent for none.
  const same = columns.map((column) => `CAST(OLD.${column} AS BINARY) <=> CAST(NEW.${column} AS BINARY)`).join(' AND ');
  return [
    `CREATE TRIGGER ${table}_words_insert AFTER INSERT ON ${table} FOR EACH ROW BEGIN ${index} END`,
    `CREATE TRIGGER ${table}_words_update AFTER UPDATE ON ${table} FOR EACH ROW BEGIN IF NOT (${same}) THEN DELETE FROM search_words WHERE tableName = '${table}' AND rowId = OLD.id; ${index} END IF; END`,
  ];
}

export class SearchWordsByTriggers1795786709003 implements MigrationInterface {
  name = 'SearchWordsByTriggers1795786709003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE search_characters (lo int NOT NULL, hi int NOT NULL, folded varchar(40) NULL, PRIMARY KEY (lo)) ENGINE=InnoDB`);
    await fillSearchCharacters(queryRunner, 1000);
    await queryRunner.query(SPLIT_TEXT);
    for (const table of Object.keys(SEARCHED_COLUMNS)) for (const statement of wordTriggers(table)) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropWordTriggers(queryRunner);
    await queryRunner.query(`DROP PROCEDURE search_words_add`);
    await queryRunner.query(`DROP TABLE search_characters`);
  }
}
