import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express from 'express';
import { API_PREFIX } from './web/api-prefix';
import type { DestinationStream } from 'pino';
import { NestPinoLogger } from './logging/nest-logger';
import { createAppLogger } from './logging/request-logging';
import { AppModule } from './app.module';
import { Settings } from './config/settings';
import { bodyParserErrors, JSON_BODY_LIMIT, refuseDeepJson } from './errors/body-parser-errors';
import { GlobalExceptionFilter } from './errors/global-exception.filter';
import { Metrics } from './metrics/metrics';
import { measureRequests } from './metrics/request-metrics';
import { serveSwaggerUi } from './openapi/swagger-ui';
import { useApiTypeMessages, ZodValidationPipe } from './validation/zod-validation-pipe';
import { securityHeaders } from './web/security-headers';
import { apiCompression } from './web/api-compression';
import { serveWebApps } from './web/serve-web-apps';

export interface AppOptions {
  /** Where the JSON log lines go (tests read them); stdout by default. */
  logDestination?: DestinationStream;
}

/**
 * The whole server, initialised (database migrated, first admin created) but not yet listening.
 * main.ts and the tests both build it here, so they share the pipes, filters, prefix, cookies and limits.
 */
export async function createApp(settings: Settings, options: AppOptions = {}): Promise<NestExpressApplication> {
  const logger = createAppLogger(settings, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(settings, logger), {
    bodyParser: false,
    abortOnError: false,
    logger: new NestPinoLogger(logger),
  });
  const metrics = app.get(Metrics);
  // First, so that each answer is timed whole; only when the metrics are served (METRICS_PORT).
  if (settings.metrics.port !== null) app.use(measureRequests(metrics));
  app.set('trust proxy', settings.trustProxy ? 1 : false);
  app.use(securityHeaders(settings.captcha.provider));
  // The API's answers of 1 KB or more are compressed as they go; the web apps' files were compressed at build time.
  app.use(apiCompression());
  app.use(cookieParser());
  // inflate: false — a Content-Encoding on a request body is refused (415) rather than half-decoded.
  app.use(express.json({ limit: JSON_BODY_LIMIT, inflate: false, verify: refuseDeepJson }));
  app.use(bodyParserErrors);
  serveWebApps(app, settings.webRoot);
  app.setGlobalPrefix(API_PREFIX);
  useApiTypeMessages();
  app.useGlobalPipes(new ZodValidationPipe());
  app.useGlobalFilters(new GlobalExceptionFilter(metrics));
  serveSwaggerUi(app);
  await app.init();
  return app;
}
