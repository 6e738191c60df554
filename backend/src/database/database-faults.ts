import { QueryFailedError } from 'typeorm';

/** MySQL/MariaDB error numbers: chosen as a deadlock victim / waited longer than innodb_lock_wait_timeout for a row lock. */
export const ER_LOCK_DEADLOCK = 1213;
const ER_LOCK_WAIT_TIMEOUT = 1205;

export const DATABASE_BUSY_MESSAGE = 'The database is busy. Please try again in a moment.';

export function mysqlErrnoOf(error: unknown): number | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { errno?: number } | undefined)?.errno : undefined;
}

/** True for a statement that gave up on a row lock: the request may simply be sent again (503, Retry-After). */
export function isDatabaseBusy(error: unknown): boolean {
  const errno = mysqlErrnoOf(error);
  return errno === ER_LOCK_DEADLOCK || errno === ER_LOCK_WAIT_TIMEOUT;
}
