import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Settings } from '../config/settings';
import { SETTINGS_TOKEN } from '../config/settings.provider';
import { dataSourceOptions } from './data-source-options';
import { Database } from './database.service';
import { openDatabase, whileDatabaseUnavailable } from './open-database';
import { SqliteSerialAccess } from './sqlite-serial-access';

/**
 * Opens the SQLite file or the MySQL/MariaDB database (retrying while it cannot be reached), runs the pending
 * migrations under a lock before anything else, and gives
 * every module the Database (transactions). On SQLite every statement then goes through one serialized path.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [SETTINGS_TOKEN],
      useFactory: async (settings: Settings) => ({
        ...(await whileDatabaseUnavailable('reach the database', () => dataSourceOptions(settings.database, settings.databaseTimeoutSeconds))),
        // Each feature module registers its own entities (TypeOrmModule.forFeature).
        entities: [],
        autoLoadEntities: true,
        retryAttempts: 0,
      }),
      dataSourceFactory: async (options) => {
        const dataSource = await openDatabase(options!);
        if (dataSource.options.type === 'better-sqlite3') {
          SqliteSerialAccess.install(dataSource);
          // Fresh statistics for the query planner (sampled, so quick at any size), as SQLite advises at start.
          await dataSource.query('PRAGMA analysis_limit = 1000');
          await dataSource.query('PRAGMA optimize = 0x10002');
        }
        return dataSource;
      },
    }),
  ],
  providers: [Database],
  exports: [Database],
})
export class DatabaseModule {}
