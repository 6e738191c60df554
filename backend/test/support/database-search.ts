import type { DataSource } from 'typeorm';

/** Where a value was found: the table, and the value. */
export interface Finding {
  table: string;
  value: string;
}

/** The names of every table of the database, as the driver lists them (no hand-kept list). */
async function tableNames(dataSource: DataSource): Promise<string[]> {
  const rows: { name: string }[] =
    dataSource.options.type === 'better-sqlite3'
      ? await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table'")
      : await dataSource.query('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()');
  return rows.map(({ name }) => name);
}

const textOf = (value: unknown): string => (Buffer.isBuffer(value) ? value.toString('latin1') : value instanceof Date ? value.toISOString() : String(value));

/**
 * Reads every row of every table (every column, whatever its type) and answers where any of `values` appears in
 * it, case ignored.
 */
export async function findInEveryTable(dataSource: DataSource, values: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const table of await tableNames(dataSource)) {
    const rows: Record<string, unknown>[] = await dataSource.query(`SELECT * FROM ${dataSource.driver.escape(table)}`);
    const text = rows.map((row) => Object.values(row).map(textOf).join('\u0000')).join('\n').toLowerCase();
    for (const value of values) if (text.includes(value.toLowerCase())) findings.push({ table, value });
  }
  return findings;
}
