import * as mysql2 from 'mysql2';

/** How long a statement waits for a row lock before it fails (and Database.transaction() answers 503). */
export const LOCK_WAIT_TIMEOUT_SECONDS = 5;

/**
 * mysql2 whose pooled connections all run in UTC, so CURRENT_TIMESTAMP defaults and the
 * Dates mysql2 writes and reads (timezone 'Z') agree whatever the server's time zone,
 * wait at most LOCK_WAIT_TIMEOUT_SECONDS for a row lock (the server default is 50 s),
 * stop any statement after `statementTimeoutSeconds` (MariaDB's max_statement_time; MySQL's
 * max_execution_time, which covers SELECTs — each server refuses the other's name, which is ignored),
 * and never intersect two indexes for one table: for an admin page filtered twice (blood group and role) the optimizer
 * would intersect both filters' indexes and sort every match (66 ms at 100 000 accounts) rather than walk one
 * filter's index in the page's order and stop after ten rows (0.3 ms).
 */
export function utcMysqlDriver(statementTimeoutSeconds: number) {
  return {
    ...mysql2,
    createPool(config: mysql2.PoolOptions): mysql2.Pool {
      const pool = mysql2.createPool(config);
      pool.on('connection', (connection) => {
        connection.query(
          `SET time_zone = '+00:00', innodb_lock_wait_timeout = ${LOCK_WAIT_TIMEOUT_SECONDS}, optimizer_switch = 'index_merge_intersection=off'`,
        );
        const ignore = () => undefined;
        connection.query(`SET SESSION max_statement_time = ${statementTimeoutSeconds}`, ignore);
        connection.query(`SET SESSION max_execution_time = ${statementTimeoutSeconds * 1000}`, ignore);
      });
      return pool;
    },
  };
}
