import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Settings } from '../config/settings';
import { SETTINGS_TOKEN } from '../config/settings.provider';
import { dataSourceOptions } from './data-source-options';

/** Opens the SQLite file or the MySQL/MariaDB database and runs the pending migrations before anything else. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [SETTINGS_TOKEN],
      useFactory: async (settings: Settings) => ({ ...(await dataSourceOptions(settings.database)), retryAttempts: 0 }),
    }),
  ],
})
export class DatabaseModule {}
