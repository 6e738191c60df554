import { MigrationInterface, QueryRunner } from 'typeorm';
import { searchWordsOf } from '../../search-words';

/**
 * The list_counts slots of each table (SQL over ROW, the row) and whether its words are searched; the triggers below
 * keep list_counts and search_words in step with the table. Frozen with this migration: a later change of a list's
 * counted columns, or an SQLite table rebuild (which drops its triggers), needs a migration of its own.
 */
const LISTS: Record<string, { c1: string; c2: string; words: string[] }> = {
  users: { c1: "COALESCE(ROW.bloodGroup, '')", c2: 'ROW.role', words: ['username', 'email'] },
  blood_requests: { c1: 'ROW.status', c2: "''", words: ['name', 'bloodGroup', 'mobile'] },
  donations: { c1: "COALESCE(ROW.bloodGroup, '')", c2: "''", words: ['name'] },
  contacts: { c1: "CASE WHEN ROW.repliedAt IS NULL THEN 'false' ELSE 'true' END", c2: "''", words: ['name', 'email', 'subject'] },
  events: { c1: "''", c2: "''", words: ['name', 'description'] },
  volunteers: { c1: "''", c2: "''", words: ['firstName', 'lastName', 'email', 'phone'] },
  board_members: { c1: "''", c2: "''", words: [] },
};

const of = (expression: string, row: string) => expression.replace(/ROW\./g, row);

function triggers(table: string): string[] {
  const { c1, c2, words } = LISTS[table];
  const add = (row: string) =>
    `INSERT INTO list_counts (tableName, c1, c2, total) VALUES ('${table}', ${of(c1, row)}, ${of(c2, row)}, 1) ON CONFLICT (tableName, c1, c2) DO UPDATE SET total = total + 1;`;
  const remove = (row: string) => `UPDATE list_counts SET total = total - 1 WHERE tableName = '${table}' AND c1 = ${of(c1, row)} AND c2 = ${of(c2, row)};`;
  const forgetWords = words.length ? `DELETE FROM search_words WHERE tableName = '${table}' AND rowId = OLD.id;` : '';
  const statements = [
    `CREATE TRIGGER ${table}_counts_insert AFTER INSERT ON ${table} BEGIN ${add('NEW.')} END`,
    `CREATE TRIGGER ${table}_after_delete AFTER DELETE ON ${table} BEGIN ${remove('OLD.')} ${forgetWords} END`,
  ];
  if (c1 !== "''" || c2 !== "''") {
    const changed = `${of(c1, 'OLD.')} IS NOT ${of(c1, 'NEW.')} OR ${of(c2, 'OLD.')} IS NOT ${of(c2, 'NEW.')}`;
    statements.push(`CREATE TRIGGER ${table}_counts_update AFTER UPDATE ON ${table} WHEN ${changed} BEGIN ${remove('OLD.')} ${add('NEW.')} END`);
  }
  return statements;
}

const INSERT_WORD = 'INSERT OR IGNORE INTO search_words (tableName, word, rowId) VALUES ';

/** Counts the rows already there, and indexes their words (batches of 500 ids). */
async function fillListTables(queryRunner: QueryRunner): Promise<void> {
  for (const [table, { c1, c2, words }] of Object.entries(LISTS)) {
    await queryRunner.query(`INSERT INTO list_counts (tableName, c1, c2, total) SELECT '${table}', ${of(c1, '')}, ${of(c2, '')}, COUNT(*) FROM ${table} GROUP BY 2, 3`);
    if (words.length === 0) continue;
    for (let after = 0; ; ) {
      const rows: Record<string, unknown>[] = await queryRunner.query(`SELECT id, ${words.join(', ')} FROM ${table} WHERE id > ? ORDER BY id LIMIT 500`, [after]);
      if (rows.length === 0) break;
      const values = rows.flatMap((row) => searchWordsOf(...words.map((column) => row[column] as string | null)).map((word) => [table, word, row.id]));
      if (values.length) await queryRunner.query(INSERT_WORD + values.map(() => '(?, ?, ?)').join(', '), values.flat());
      after = rows[rows.length - 1].id as number;
    }
  }
}

export class AdminListIndexes1795471510244 implements MigrationInterface {
  name = 'AdminListIndexes1795471510244';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_204e9b624861ff4a5b26819210"`);
    await queryRunner.query(`DROP INDEX "IDX_ace513fa30d485cfd25c11a9e4"`);
    await queryRunner.query(`DROP INDEX "IDX_8a77d2a8921796e1370d853deb"`);
    await queryRunner.query(`DROP INDEX "IDX_fe0bb3f6520ee0469504521e71"`);
    await queryRunner.query(`DROP INDEX "IDX_8d3fb2bf1966b28886d0d88545"`);
    await queryRunner.query(`DROP INDEX "IDX_d85a678bac9a6dfaa3be9603fb"`);
    await queryRunner.query(`DROP INDEX "IDX_5958ce069cf3c75c9939edc579"`);
    await queryRunner.query(`DROP INDEX "IDX_e774d17c65b18074e9afeccadc"`);
    await queryRunner.query(`DROP INDEX "IDX_3e2e9c3b283d57fce0304acc3f"`);
    await queryRunner.query(`CREATE TABLE "list_counts" ("tableName" varchar(40) NOT NULL, "c1" varchar(40) NOT NULL, "c2" varchar(40) NOT NULL, "total" integer NOT NULL, PRIMARY KEY ("tableName", "c1", "c2"))`);
    await queryRunner.query(`CREATE TABLE "search_words" ("tableName" varchar(40) NOT NULL, "word" varchar(100) NOT NULL, "rowId" integer NOT NULL, PRIMARY KEY ("tableName", "word", "rowId")) WITHOUT ROWID`);
    await queryRunner.query(`CREATE INDEX "IDX_search_words_row" ON "search_words" ("tableName", "rowId") `);
    await queryRunner.query(`CREATE INDEX "IDX_95aff6e828e3bb7395ed4d172b" ON "users" ("role", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_40d5a0debd60d68150e598bc0b" ON "users" ("bloodGroup", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_603379383366b71239acc25e26" ON "users" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f8a3754f51a266a160e71d261f" ON "users" ("role", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7fc7be0985c48fa965c80fc877" ON "users" ("gender", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b65e8531e2fa36366ba677d89b" ON "users" ("bloodGroup", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_fd3dbd591a0b251cc5a20fc42d" ON "users" ("age", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_16f6cb1674a934b41b915a46ae" ON "users" ("username", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d8f2243741a05db17a5f443089" ON "contacts" ("subject", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_dc186ab414e6f2b417c4ba5dee" ON "contacts" ("email", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d178dcf78386b18fa79742e98e" ON "contacts" ("name", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d8cedade195b5e6be37a4ae59d" ON "contacts" ("repliedAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_49e2500e692a42616b38c9873a" ON "contacts" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_3878362b64ef858596f89a5460" ON "blood_requests" ("units", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_27442c1b744447e7e08a21c09e" ON "blood_requests" ("bloodGroup", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7b75e23232ae276880e77477e4" ON "blood_requests" ("name", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f501a9b08f522509a28b856985" ON "blood_requests" ("status", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ee09d050fc31b47db3f69b63fd" ON "blood_requests" ("status", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e702e3ecff2e806604ccd3007e" ON "blood_requests" ("updatedAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c20935148e0e79230b8f4c2652" ON "blood_requests" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d77270ed697ba2d3af1ef9c03c" ON "events" ("organizer", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b570ef87605a15bf212e13a4b7" ON "events" ("location", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ac6023702136f8fbd76af2c19d" ON "events" ("name", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e2e6eceaf3b6daa2714e291a32" ON "events" ("dateTime", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_cdc8eaf5387f08a32693bf2f62" ON "donations" ("units", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4b1b54bcc5ca522e27122f69ab" ON "donations" ("city", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_3cc2c46075099b091ad08d146a" ON "donations" ("age", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6847accb434d3942b27d952f27" ON "donations" ("name", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_750e07ba5038ea552b6a255007" ON "donations" ("bloodGroup", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bed28ec07c1a87421ee2b442a2" ON "donations" ("bloodGroup", "date", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_574edbefe9212a648770af9faa" ON "donations" ("date", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9dacc3b2c6ee55145378eb2c6a" ON "volunteers" ("eventId", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_70d96de2fc0e46e46b159e3289" ON "volunteers" ("lastName", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_23b9fd2cdf2065d2831c66f419" ON "volunteers" ("firstName", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6674856dc84570b2b27dc80bf4" ON "volunteers" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_12a6af6f7829d1f77f4aac2b08" ON "board_members" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ae0b030586f9cd5d88333d7814" ON "board_members" ("full_name", "id") `);
    for (const table of Object.keys(LISTS)) for (const statement of triggers(table)) await queryRunner.query(statement);
    await fillListTables(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of Object.keys(LISTS)) {
      for (const trigger of ['counts_insert', 'counts_update', 'after_delete']) await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_${trigger}`);
    }
    await queryRunner.query(`DROP INDEX "IDX_ae0b030586f9cd5d88333d7814"`);
    await queryRunner.query(`DROP INDEX "IDX_12a6af6f7829d1f77f4aac2b08"`);
    await queryRunner.query(`DROP INDEX "IDX_6674856dc84570b2b27dc80bf4"`);
    await queryRunner.query(`DROP INDEX "IDX_23b9fd2cdf2065d2831c66f419"`);
    await queryRunner.query(`DROP INDEX "IDX_70d96de2fc0e46e46b159e3289"`);
    await queryRunner.query(`DROP INDEX "IDX_9dacc3b2c6ee55145378eb2c6a"`);
    await queryRunner.query(`DROP INDEX "IDX_574edbefe9212a648770af9faa"`);
    await queryRunner.query(`DROP INDEX "IDX_bed28ec07c1a87421ee2b442a2"`);
    await queryRunner.query(`DROP INDEX "IDX_750e07ba5038ea552b6a255007"`);
    await queryRunner.query(`DROP INDEX "IDX_6847accb434d3942b27d952f27"`);
    await queryRunner.query(`DROP INDEX "IDX_3cc2c46075099b091ad08d146a"`);
    await queryRunner.query(`DROP INDEX "IDX_4b1b54bcc5ca522e27122f69ab"`);
    await queryRunner.query(`DROP INDEX "IDX_cdc8eaf5387f08a32693bf2f62"`);
    await queryRunner.query(`DROP INDEX "IDX_e2e6eceaf3b6daa2714e291a32"`);
    await queryRunner.query(`DROP INDEX "IDX_ac6023702136f8fbd76af2c19d"`);
    await queryRunner.query(`DROP INDEX "IDX_b570ef87605a15bf212e13a4b7"`);
    await queryRunner.query(`DROP INDEX "IDX_d77270ed697ba2d3af1ef9c03c"`);
    await queryRunner.query(`DROP INDEX "IDX_c20935148e0e79230b8f4c2652"`);
    await queryRunner.query(`DROP INDEX "IDX_e702e3ecff2e806604ccd3007e"`);
    await queryRunner.query(`DROP INDEX "IDX_ee09d050fc31b47db3f69b63fd"`);
    await queryRunner.query(`DROP INDEX "IDX_f501a9b08f522509a28b856985"`);
    await queryRunner.query(`DROP INDEX "IDX_7b75e23232ae276880e77477e4"`);
    await queryRunner.query(`DROP INDEX "IDX_27442c1b744447e7e08a21c09e"`);
    await queryRunner.query(`DROP INDEX "IDX_3878362b64ef858596f89a5460"`);
    await queryRunner.query(`DROP INDEX "IDX_49e2500e692a42616b38c9873a"`);
    await queryRunner.query(`DROP INDEX "IDX_d8cedade195b5e6be37a4ae59d"`);
    await queryRunner.query(`DROP INDEX "IDX_d178dcf78386b18fa79742e98e"`);
    await queryRunner.query(`DROP INDEX "IDX_dc186ab414e6f2b417c4ba5dee"`);
    await queryRunner.query(`DROP INDEX "IDX_d8f2243741a05db17a5f443089"`);
    await queryRunner.query(`DROP INDEX "IDX_16f6cb1674a934b41b915a46ae"`);
    await queryRunner.query(`DROP INDEX "IDX_fd3dbd591a0b251cc5a20fc42d"`);
    await queryRunner.query(`DROP INDEX "IDX_b65e8531e2fa36366ba677d89b"`);
    await queryRunner.query(`DROP INDEX "IDX_7fc7be0985c48fa965c80fc877"`);
    await queryRunner.query(`DROP INDEX "IDX_f8a3754f51a266a160e71d261f"`);
    await queryRunner.query(`DROP INDEX "IDX_603379383366b71239acc25e26"`);
    await queryRunner.query(`DROP INDEX "IDX_40d5a0debd60d68150e598bc0b"`);
    await queryRunner.query(`DROP INDEX "IDX_95aff6e828e3bb7395ed4d172b"`);
    await queryRunner.query(`DROP INDEX "IDX_search_words_row"`);
    await queryRunner.query(`DROP TABLE "search_words"`);
    await queryRunner.query(`DROP TABLE "list_counts"`);
    await queryRunner.query(`CREATE INDEX "IDX_3e2e9c3b283d57fce0304acc3f" ON "board_members" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_e774d17c65b18074e9afeccadc" ON "volunteers" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_5958ce069cf3c75c9939edc579" ON "events" ("dateTime") `);
    await queryRunner.query(`CREATE INDEX "IDX_d85a678bac9a6dfaa3be9603fb" ON "contacts" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_8d3fb2bf1966b28886d0d88545" ON "contacts" ("repliedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_fe0bb3f6520ee0469504521e71" ON "users" ("username") `);
    await queryRunner.query(`CREATE INDEX "IDX_8a77d2a8921796e1370d853deb" ON "users" ("bloodGroup") `);
    await queryRunner.query(`CREATE INDEX "IDX_ace513fa30d485cfd25c11a9e4" ON "users" ("role") `);
    await queryRunner.query(`CREATE INDEX "IDX_204e9b624861ff4a5b26819210" ON "users" ("createdAt") `);
  }
}
