import { QueryFailedError } from 'typeorm';

/** MySQL/MariaDB error numbers: chosen as a deadlock victim / waited longer than innodb_lock_wait_timeout for a row lock. */
export const ER_LOCK_DEADLOCK = 1213;
const ER_LOCK_WAIT_TIMEOUT = 1205;
/** The statement ran past its time: MySQL's max_execution_time (3024), MariaDB's max_statement_time (1969). */
const STATEMENT_TIMEOUTS = [3024, 1969];
/** The server went away mid-conversation (2006, 2013) or is shutting down (1053); too many connections (1040). */
const SERVER_GONE = [1040, 1053, 2006, 2013];
/** mysql2's and Node's codes for a connection that cannot be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR', 'POOL_CLOSED',
]);

export const DATABASE_BUSY_MESSAGE = 'The database is busy. Please try again in a moment.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** The SQLite connection stayed taken longer than the statement timeout (see SqliteSerialAccess). */
export class DatabaseTimeoutError extends Error {
  constructor() {
    super('The database connection stayed busy past the statement timeout');
    this.name = 'DatabaseTimeoutError';
  }
}

const driverErrorOf = (error: unknown): { errno?: number; code?: string } | undefined =>
  error instanceof QueryFailedError ? (error.driverError as { errno?: number; code?: string }) : (error as { errno?: number; code?: string } | undefined);

export function mysqlErrnoOf(error: unknown): number | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { errno?: number } | undefined)?.errno : undefined;
}

/** True for a statement that gave up on a row lock: the request may simply be sent again (503, Retry-After). */
export function isDatabaseBusy(error: unknown): boolean {
  const errno = mysqlErrnoOf(error);
  return errno === ER_LOCK_DEADLOCK || errno === ER_LOCK_WAIT_TIMEOUT;
}

/** True when the database cannot be reached or answered too slowly: nothing about the request itself (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseTimeoutError) return true;
  const driver = driverErrorOf(error);
  if (!driver || typeof driver !== 'object') return false;
  if (typeof driver.errno === 'number' && (STATEMENT_TIMEOUTS.includes(driver.errno) || SERVER_GONE.includes(driver.errno))) return true;
  return typeof driver.code === 'string' && CONNECTION_CODES.has(driver.code);
}
