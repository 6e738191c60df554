import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's log, through the app's logger, without the parameters of any statement (they hold emails, mobile
 * numbers, password hashes): a failed or slow statement is logged as its SQL text, which uses placeholders, and the
 * driver's error code.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    const code = typeof error === 'object' ? ((error as { code?: unknown }).code ?? error.name) : 'error';
    this.logger.error(`Statement failed (${String(code)}): ${shorten(query)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow statement (${time} ms): ${shorten(query)}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.debug(String(message));
  }
}

const shorten = (query: string): string => (query.length > 300 ? `${query.slice(0, 300)}…` : query);
