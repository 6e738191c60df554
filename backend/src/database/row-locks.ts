import type { EntityManager, FindOneOptions } from 'typeorm';

/**
 * Find options that lock the rows read until the transaction ends (SELECT … FOR UPDATE) on MySQL/MariaDB.
 * SQLite has no row locks and needs none: its transactions run one at a time (SqliteSerialAccess).
 */
export function forUpdate(manager: EntityManager): Pick<FindOneOptions, 'lock'> {
  return manager.connection.options.type === 'better-sqlite3' ? {} : { lock: { mode: 'pessimistic_write' } };
}
