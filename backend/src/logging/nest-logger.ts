import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's logger on the app's pino logger: each line carries the Nest context (the class that logged it). */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, context?: string): void {
    this.pino.info({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string): void {
    this.pino.error({ context: context ?? trace }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.pino.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.pino.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.pino.trace({ context }, String(message));
  }

  fatal(message: unknown, context?: string): void {
    this.pino.fatal({ context }, String(message));
  }
}
