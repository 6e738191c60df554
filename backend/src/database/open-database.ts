import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type DataSourceOptions } from 'typeorm';
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

/**
 * Opens the database (retrying while it cannot be reached) and runs the pending migrations. On MySQL/MariaDB they
 * run under a named lock (GET_LOCK), so instances starting together on one database migrate one after the other
 * and the later ones find nothing left to do. SQLite is one process's file: no lock needed.
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
    const [{ locked }] = (await runner.query(`SELECT GET_LOCK(${lock}, ${MIGRATION_LOCK_SECONDS}) AS locked`)) as { locked: unknown }[];
    if (Number(locked) !== 1) throw new Error(`Another instance kept the migration lock for more than ${MIGRATION_LOCK_SECONDS} s`);
    try {
      await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${lock})`);
    }
  } finally {
    await runner.release();
  }
  return dataSource;
}
