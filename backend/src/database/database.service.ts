import { Injectable, Optional } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Semaphore, type SemaphoreInterface, withTimeout } from 'async-mutex';
import { DataSource, EntityManager } from 'typeorm';
import { DatabaseTimeoutError, ER_LOCK_DEADLOCK, mysqlErrnoOf } from './database-faults';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { DEFAULT_STATEMENT_TIMEOUT_SECONDS, MYSQL_TRANSACTION_CONNECTIONS } from './data-source-options';
import { SqliteSerialAccess } from './sqlite-serial-access';
import { type PoolUsage, poolUsageOf, type StatementListener, StatementTimer } from './database-figures';

/** How often a MySQL/MariaDB transaction that lost a deadlock is run again before giving up. */
const DEADLOCK_ATTEMPTS = 5;

/**
 * The one way the backend runs database work that must happen all or nothing.
 *
 * - SQLite: the work holds the process's single connection from BEGIN to the end (see SqliteSerialAccess), so it
 *   never contains, sees or rolls back another request's statements.
 * - MySQL/MariaDB: the work gets its own pooled connection; row locks wait at most innodb_lock_wait_timeout (set per
 *   connection), then the request answers 503 (see database-faults.ts); a deadlock victim is run again first. At most
 *   MYSQL_TRANSACTION_CONNECTIONS transactions run at once; the others wait here, holding no connection, so a rush of
 *   bookings queued on one row's lock leaves the pool's other connections to the reads (503 after the statement
 *   timeout, as on SQLite).
 *
 * Work started inside a transaction joins it. Statements outside any transaction go through the injected
 * repositories as usual.
 */
@Injectable()
export class Database {
  private readonly current = new AsyncLocalStorage<{ manager: EntityManager; open: boolean }>();
  private readonly sqlite: SqliteSerialAccess | undefined;
  private readonly transactionSlots: SemaphoreInterface;

  constructor(private readonly dataSource: DataSource, @Optional() @InjectSettings() settings?: Settings) {
    this.sqlite = SqliteSerialAccess.of(dataSource);
    const timeoutMs = (settings?.databaseTimeoutSeconds ?? DEFAULT_STATEMENT_TIMEOUT_SECONDS) * 1000;
    this.transactionSlots = withTimeout(new Semaphore(MYSQL_TRANSACTION_CONNECTIONS), timeoutMs, new DatabaseTimeoutError());
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

  /** The connections and who waits for one, now (the metrics read it when scraped). */
  poolUsage(): PoolUsage {
    return poolUsageOf(this.dataSource, this.sqlite);
  }

  /** Calls `listener` with the duration of every statement that succeeds from now on, until the answered function is called. */
  timeStatements(listener: StatementListener): () => void {
    return StatementTimer.attach(this.dataSource, listener);
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
    return this.transactionSlots.runExclusive(() => this.withDeadlockRetries(run));
  }

  /** Runs `run` again when MySQL/MariaDB chose it as a deadlock's victim (a few times, after a short random wait). */
  private async withDeadlockRetries<T>(run: () => Promise<T>): Promise<T> {
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
