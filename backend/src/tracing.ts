import type { startTracing } from './tracing/start-sdk';

/**
 * Traces (OpenTelemetry), main.ts's first import: the SDK must start before Node's http, Express, Nest and mysql2 are
 * loaded, or its instrumentations cannot hook them. Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, and OTEL_SDK_DISABLED is not true; off, no OpenTelemetry package is
 * even loaded, so the start is as fast as without it.
 */
const { OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_SDK_DISABLED } = process.env;
const wanted = Boolean(OTEL_EXPORTER_OTLP_ENDPOINT || OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';

/** Sends the spans not sent yet and stops the SDK (the graceful stop's last step); nothing to do when tracing is off. */
export const stopTracing: () => Promise<void> = wanted
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when wanted
    (require('./tracing/start-sdk') as { startTracing: typeof startTracing }).startTracing()
  : () => Promise.resolve();
