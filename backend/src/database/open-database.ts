import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type DataSourceOptions, MigrationExecutor, type QueryRunner } from 'typeorm';
import { describeFailure } from '../common/describe-failure';
import { isDatabaseUnavailable } from './database-faults';

/** Waits between tries to reach the database at start: doubling from half a second, at most 30 s. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 30_000;
/** How long an instance waits for another one to finish the migrations. */
const MIGRATION_LOCK_SECONDS = 300;

/**
 * Runs `attempt` until it works, as long as it fails because the database cannot be reached (a server started before
 * its database keeps trying, logging each try); any other failure (a wrong password, a missing database) is final.
 */
export async function whileDatabaseUnavailable<T>(what: string, attempt: () => Promise<T>, logger = new Logger('Database')): Promise<T> {
  for (let tries = 1, wait = FIRST_WAIT_MS; ; tries += 1, wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn(`Could not ${what} (try ${tries}: ${describeFailure(error).split('\n')[0]}); trying again in ${wait / 1000} s`);
      await sleep(wait);
    }
  }
}

/** A request's statement-time limits (MariaDB's name, MySQL's: each server has one of them). */
const STATEMENT_TIME_LIMITS = ['max_statement_time', 'max_execution_time'];

/**
 * Runs `work` on `runner`'s connection with its statement-time limits lifted, then puts them back: waiting for the
 * migration lock (while another instance migrates) and a migration itself may take longer than any request may.
 */
async function withoutStatementTimeLimit(runner: QueryRunner, work: () => Promise<void>): Promise<void> {
  const names = STATEMENT_TIME_LIMITS.map((name) => `'${name}'`).join(', ');
  const limits = (await runner.query(`SHOW SESSION VARIABLES WHERE Variable_name IN (${names})`)) as { Variable_name: string; Value: string }[];
  for (const { Variable_name: name } of limits) await runner.query(`SET SESSION ${name} = 0`);
  try {
    await work();
  } finally {
    for (const { Variable_name: name, Value: value } of limits) await runner.query(`SET SESSION ${name} = ?`, [Number(value)]);
  }
}

/**
 * Opens the database (retrying while it cannot be reached) and runs the pending migrations. On MySQL/MariaDB they
 * run under a named lock (GET_LOCK), so instances starting together on one database migrate one after the other
 * and the later ones find nothing left to do; the lock's connection runs them, without a request's statement-time
 * limit. SQLite is one process's file: no lock needed.
 */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await whileDatabaseUnavailable('connect to the database', () => new DataSource(options).initialize());
  if (dataSource.options.type === 'better-sqlite3') {
    await dataSource.runMigrations({ transaction: 'all' });
    return dataSource;
  }
  const runner = dataSource.createQueryRunner();
  const lock = "CONCAT('blood_donation_migrations:', DATABASE())";
  try {
    await withoutStatementTimeLimit(runner, async () => {
      const [{ locked }] = (await runner.query(`SELECT GET_LOCK(${lock}, ${MIGRATION_LOCK_SECONDS}) AS locked`)) as { locked: unknown }[];
      if (Number(locked) !== 1) throw new Error(`Another instance kept the migration lock for more than ${MIGRATION_LOCK_SECONDS} s`);
      try {
        const migrations = new MigrationExecutor(dataSource, runner);
        migrations.transaction = 'all';
        await migrations.executePendingMigrations();
      } finally {
        await runner.query(`SELECT RELEASE_LOCK(${lock})`);
      }
    });
  } finally {
    await runner.release();
  }
  return dataSource;
}
