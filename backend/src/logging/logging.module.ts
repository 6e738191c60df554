import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { requestLogging } from './request-logging';

/** The request lines (nestjs-pino's pino-http middleware) on the app's one pino logger. */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return { module: LoggingModule, imports: [LoggerModule.forRoot(requestLogging(logger))] };
  }
}
