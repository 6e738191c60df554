import * as api from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { useTracing } from './spans';
import { WithoutPersonalData } from './without-personal-data';

/** service.name unless OTEL_SERVICE_NAME (or service.name in OTEL_RESOURCE_ATTRIBUTES) says otherwise. */
const SERVICE_NAME = 'blood-donation';

/** The probes (readiness, liveness) and the Prometheus scrape (metrics/metrics-server.ts): frequent, and no one's request. */
const UNTRACED_PATHS = new Set(['/api/health', '/api/health/live', '/metrics']);

/** The longest the stop waits for the last spans to be sent (a collector that does not answer must not hold it). */
const FLUSH_LIMIT_MS = 3_000;

const untracedRequest = (request: IncomingMessage): boolean => UNTRACED_PATHS.has((request.url ?? '').split('?')[0].replace(/\/+$/, ''));

/**
 * The OpenTelemetry SDK, started before the modules it instruments are loaded (tracing.ts, main.ts's first import):
 * HTTP (incoming and outgoing), Express, Nest, mysql2 (each statement's SQL masked); SQLite statements are spanned by
 * database/sqlite-statement-spans.ts, as better-sqlite3 has no instrumentation. Spans go in batches (OTEL_BSP_*) to
 * OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over HTTP, JSON), without personal data (without-personal-data.ts); the standard
 * OTEL_* variables apply (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER, OTEL_PROPAGATORS …). Traces
 * only: no metrics (Prometheus has them, METRICS_PORT) and no logs (the JSON log lines carry the trace id).
 * Answers the stop: it flushes what is left, for at most FLUSH_LIMIT_MS.
 */
export function startTracing(): () => Promise<void> {
  const sdk = new NodeSDK({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': SERVICE_NAME })),
    traceExporter: new WithoutPersonalData(new OTLPTraceExporter()),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: untracedRequest }),
      new ExpressInstrumentation(),
      new NestInstrumentation(),
      new MySQL2Instrumentation({ maskStatement: true }),
    ],
  });
  sdk.start();
  useTracing({ api, suppress: suppressTracing });
  return () => Promise.race([sdk.shutdown(), sleep(FLUSH_LIMIT_MS, undefined, { ref: false })]);
}
