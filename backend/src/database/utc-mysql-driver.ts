import * as mysql2 from 'mysql2';

/**
 * mysql2 whose pooled connections all run in UTC, so CURRENT_TIMESTAMP defaults and the
 * Dates mysql2 writes and reads (timezone 'Z') agree whatever the server's time zone.
 */
export const utcMysqlDriver = {
  ...mysql2,
  createPool(config: mysql2.PoolOptions): mysql2.Pool {
    const pool = mysql2.createPool(config);
    pool.on('connection', (connection) => {
      connection.query("SET time_zone = '+00:00'");
    });
    return pool;
  },
};
