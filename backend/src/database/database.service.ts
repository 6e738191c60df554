import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager } from 'typeorm';
import { ER_LOCK_DEADLOCK, mysqlErrnoOf } from './database-faults';
import { SqliteSerialAccess } from './sqlite-serial-access';

/** How often a MySQL/MariaDB transaction that lost a deadlock is run again before giving up. */
const DEADLOCK_ATTEMPTS = 5;

/**
 * The one way the backend runs database work that must happen all or nothing.
 *
 * - SQLite: the work holds the process's single connection from BEGIN to the end (see SqliteSerialAccess), so it
 *   never contains, sees or rolls back another request's statements.
 * - MySQL/MariaDB: the work gets its own pooled connection; row locks wait at most innodb_lock_wait_timeout (set per
 *   connection), then the request answers 503 (see database-faults.ts); a deadlock victim is run again first.
 *
 * Work started inside a transaction joins it. Statements outside any transaction go through the injected
 * repositories as usual.
 */
@Injectable()
export class Database {
  private readonly current = new AsyncLocalStorage<{ manager: EntityManager; open: boolean }>();
  private readonly sqlite: SqliteSerialAccess | undefined;

  constructor(private readonly dataSource: DataSource) {
    this.sqlite = SqliteSerialAccess.of(dataSource);
  }

  get driver(): 'sqlite' | 'mysql' {
    return this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  }

  /**
   * The manager repositories run their statements with: the transaction's inside `transaction()`, else the data
   * source's own. Only repositories (`*.repository.ts`), `lists/` and `database/` use it; services never see one.
   */
  get manager(): EntityManager {
    const joined = this.current.getStore();
    return joined?.open ? joined.manager : this.dataSource.manager;
  }

  /** Resolves once the database has answered a trivial statement (the readiness check). */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the error goes on). */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const joined = this.current.getStore();
    if (joined?.open) return work(joined.manager);
    const run = () =>
      this.dataSource.transaction(async (manager) => {
        const transaction = { manager, open: true };
        try {
          return await this.current.run(transaction, () => work(manager));
        } finally {
          transaction.open = false;
        }
      });
    if (this.sqlite) return this.sqlite.exclusive(run);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run();
      } catch (error) {
        if (mysqlErrnoOf(error) !== ER_LOCK_DEADLOCK || attempt >= DEADLOCK_ATTEMPTS) throw error;
        await sleep(5 + Math.random() * 20 * attempt);
      }
    }
  }
}
