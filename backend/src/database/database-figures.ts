import type { AfterQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';
import { MYSQL_POOL_SIZE } from './data-source-options';
import type { SqliteSerialAccess } from './sqlite-serial-access';

/**
 * The database connections at one moment: at most `size`, `inUse` of them running a statement or held by a
 * transaction, and `waiting` requests for one. SQLite has a single connection (SqliteSerialAccess): `inUse` is 1 while
 * anything holds it; who waits for it is not known (the mutex does not tell), so `waiting` is null there.
 */
export interface PoolUsage {
  size: number;
  inUse: number;
  waiting: number | null;
}

/** What mysql2's pool keeps (its own fields: the pool has no public figures). */
interface Mysql2Pool {
  config?: { connectionLimit?: number };
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

export function poolUsageOf(dataSource: DataSource, sqlite: SqliteSerialAccess | undefined): PoolUsage {
  if (sqlite) return { size: 1, inUse: sqlite.busy ? 1 : 0, waiting: null };
  const pool = (dataSource.driver as { pool?: Mysql2Pool }).pool;
  const all = pool?._allConnections?.length ?? 0;
  const free = pool?._freeConnections?.length ?? 0;
  return { size: pool?.config?.connectionLimit ?? MYSQL_POOL_SIZE, inUse: all - free, waiting: pool?._connectionQueue?.length ?? 0 };
}

/** Hears how long one successful statement took, in seconds. */
export type StatementListener = (seconds: number) => void;

/**
 * Times statements through TypeORM's afterQuery event, which both drivers raise with the statement's run time (whole
 * milliseconds). It listens to nothing else, so entity events stay as cheap as without it.
 */
export class StatementTimer implements EntitySubscriberInterface {
  private constructor(private readonly listener: StatementListener) {}

  /** Adds a timer to the data source; the answered function removes it. */
  static attach(dataSource: DataSource, listener: StatementListener): () => void {
    const timer = new StatementTimer(listener);
    dataSource.subscribers.push(timer);
    return () => {
      const index = dataSource.subscribers.indexOf(timer);
      if (index >= 0) dataSource.subscribers.splice(index, 1);
    };
  }

  afterQuery(event: AfterQueryEvent<unknown>): void {
    if (event.success && event.executionTime !== undefined) this.listener(event.executionTime / 1000);
  }
}
