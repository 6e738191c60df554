import { type DataSource, type EntityManager, type FindOneOptions, QueryFailedError, type SelectQueryBuilder } from 'typeorm';

/**
 * Every difference between SQLite and MySQL/MariaDB that code outside `database/` needs, in one place. Callers ask
 * for what they mean (lock these rows, the month of a date-time) and never test the driver themselves.
 */
export type Driver = 'sqlite' | 'mysql';

type Connected = DataSource | EntityManager | { connection: DataSource };

const dataSourceOf = (source: Connected): DataSource => ('options' in source ? source : source.connection);

/** The driver behind a data source, a manager or a query builder. */
export function driverOf(source: Connected): Driver {
  return dataSourceOf(source).options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

/** A column name quoted as the driver quotes names, for a name that is a reserved word (`to`): "to" or `to`. */
export function quotedName(source: Connected, name: string): string {
  return dataSourceOf(source).driver.escape(name);
}

/**
 * Locks the selected rows for the transaction's writes. MySQL/MariaDB: `FOR UPDATE`, with `SKIP LOCKED` when
 * `skipLocked` (several instances claiming from one table take different rows). SQLite: nothing, since a
 * transaction holds the only connection (SqliteSerialAccess) and so every row already.
 */
export function lockForUpdate<T extends object>(query: SelectQueryBuilder<T>, options: { skipLocked?: boolean } = {}): SelectQueryBuilder<T> {
  if (driverOf(query) === 'sqlite') return query;
  query.setLock('pessimistic_write');
  if (options.skipLocked) query.setOnLocked('skip_locked');
  return query;
}

/**
 * Find options that lock the rows read until the transaction ends (SELECT … FOR UPDATE) on MySQL/MariaDB.
 * SQLite has no row locks and needs none: its transactions run one at a time (SqliteSerialAccess).
 */
export function forUpdate(source: Connected): Pick<FindOneOptions, 'lock'> {
  return driverOf(source) === 'sqlite' ? {} : { lock: { mode: 'pessimistic_write' } };
}

/** The month (1–12) of a UTC date-time column: SQLite keeps it as 'YYYY-MM-DD HH:MM:SS.SSS' text. */
export function monthOf(source: Connected, column: string): string {
  return driverOf(source) === 'sqlite' ? `CAST(strftime('%m', ${column}) AS INTEGER)` : `MONTH(${column})`;
}

/** A column or key as text, compared back exactly (MySQL would round a DATETIME(6) read into a JavaScript Date). */
export function asText(source: Connected, expression: string): string {
  return driverOf(source) === 'sqlite' ? `(${expression})` : `CAST(${expression} AS CHAR)`;
}

/** The column type of binary data up to 16 MB (photos). */
export function binaryColumnType(driver: Driver): 'blob' | 'mediumblob' {
  return driver === 'sqlite' ? 'blob' : 'mediumblob';
}

/** True when an insert broke a unique index or the primary key. */
export function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
