import { Mutex, type MutexInterface, withTimeout } from 'async-mutex';
import { DatabaseTimeoutError } from './database-faults';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { traceSqliteStatements } from './sqlite-statement-spans';

/** Whoever runs a transaction holds the connection until it ends; `open` turns false then, even for work it left behind. */
interface Holder {
  open: boolean;
}

const installed = new WeakMap<DataSource, SqliteSerialAccess>();

/**
 * One serialized path for every statement of a better-sqlite3 data source.
 *
 * TypeORM gives SQLite one connection and one query runner for the whole process, so without this a transaction
 * would contain, see and roll back the statements other requests send while it awaits something. Here a mutex
 * guards that connection: a statement from outside a transaction takes it for itself alone; a transaction takes it
 * from BEGIN to COMMIT or ROLLBACK, and only statements run from inside that transaction (tracked with
 * AsyncLocalStorage) pass while it does. SQLite writes one transaction at a time anyway, so nothing is lost in
 * throughput; the cost is that a transaction must not wait on slow work while it holds the connection.
 */
export class SqliteSerialAccess {
  private readonly mutex: MutexInterface;
  private readonly holders = new AsyncLocalStorage<Holder>();

  /** A statement that waits longer than `timeoutMs` for the connection fails with DatabaseTimeoutError (503). */
  private constructor(timeoutMs: number) {
    this.mutex = withTimeout(new Mutex(), timeoutMs, new DatabaseTimeoutError());
  }

  /** Puts the data source's one query runner behind the mutex; returns the access for Database.transaction(). */
  static install(dataSource: DataSource): SqliteSerialAccess {
    const access = new SqliteSerialAccess((dataSource.options as { timeout?: number }).timeout ?? 10_000);
    access.guard(traceSqliteStatements(dataSource.createQueryRunner()));
    access.holdForWholeOperations(dataSource.manager);
    installed.set(dataSource, access);
    return access;
  }

  static of(dataSource: DataSource): SqliteSerialAccess | undefined {
    return installed.get(dataSource);
  }

  /** True while a statement or a transaction holds the connection (the metrics' pool figure). */
  get busy(): boolean {
    return this.mutex.isLocked();
  }

  /** True inside work run by exclusive(), until that work ends. */
  holds(): boolean {
    return this.holders.getStore()?.open === true;
  }

  /** Runs `work` with the connection to itself; nested calls run straight away. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.holds()) return work();
    return this.mutex.runExclusive(async () => {
      const holder: Holder = { open: true };
      try {
        return await this.holders.run(holder, work);
      } finally {
        holder.open = false;
      }
    });
  }

  /**
   * The default manager's operations that run several statements in TypeORM's own transaction (save() and remove()
   * of repositories too, which call it) hold the connection for the whole operation, as Database.transaction() does.
   */
  private holdForWholeOperations(manager: EntityManager): void {
    for (const operation of ['save', 'remove', 'softRemove', 'recover', 'transaction'] as const) {
      const original = manager[operation].bind(manager) as (...args: unknown[]) => Promise<unknown>;
      manager[operation] = ((...args: unknown[]) => this.exclusive(() => original(...args))) as never;
    }
  }

  private guard(runner: QueryRunner): void {
    const query = runner.query.bind(runner);
    runner.query = ((...args: Parameters<QueryRunner['query']>) =>
      this.holds() ? query(...args) : this.mutex.runExclusive(() => query(...args))) as QueryRunner['query'];
    for (const step of ['startTransaction', 'commitTransaction', 'rollbackTransaction'] as const) {
      const original = runner[step].bind(runner) as (...args: unknown[]) => Promise<void>;
      runner[step] = ((...args: unknown[]) => {
        // A transaction begun by anything but exclusive() work would hold the connection without the mutex.
        if (!this.holds()) return Promise.reject(new Error(`On SQLite, ${step} runs only inside Database.transaction().`));
        return original(...args);
      }) as never;
    }
  }
}
