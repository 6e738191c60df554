import type { QueryRunner } from 'typeorm';
import { searchCharacterRanges } from '../search-words';

/**
 * What the two drivers' migrations SearchWordsByTriggers share: the columns each searched table's triggers index
 * (each list's searchWords names the same ones), frozen with them: a later change of a list's searched columns needs
 * a migration of its own.
 */
export const SEARCHED_COLUMNS: Record<string, string[]> = {
  users: ['username', 'email'],
  blood_requests: ['name', 'bloodGroup', 'mobile'],
  donations: ['name'],
  contacts: ['name', 'email', 'subject'],
  events: ['name', 'description'],
  volunteers: ['firstName', 'lastName', 'email', 'phone'],
};

/** Fills search_characters, made by the driver's migration, from searchCharacterRanges: `batch` rows a statement. */
export async function fillSearchCharacters(queryRunner: QueryRunner, batch: number): Promise<void> {
  const ranges = searchCharacterRanges();
  for (let start = 0; start < ranges.length; start += batch) {
    const rows = ranges.slice(start, start + batch);
    await queryRunner.query(`INSERT INTO search_characters (lo, hi, folded) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`, rows.flatMap(({ lo, hi, folded }) => [lo, hi, folded]));
  }
}

/** Drops the words triggers of every searched table (the migrations' down). */
export async function dropWordTriggers(queryRunner: QueryRunner): Promise<void> {
  for (const table of Object.keys(SEARCHED_COLUMNS)) for (const trigger of ['words_insert', 'words_update']) await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_${trigger}`);
}
