import type * as OpenTelemetry from '@opentelemetry/api';
import type { Attributes, Context, Span, SpanOptions } from '@opentelemetry/api';
import { describeError } from '../errors/describe-error';

/** What the SDK's start (tracing/start-sdk.ts) hands over; null while tracing is off. */
interface Tracing {
  api: typeof OpenTelemetry;
  /** `context` with nothing traced under it (@opentelemetry/core's suppressTracing). */
  suppress(context: Context): Context;
}

/**
 * Off (OTEL_EXPORTER_OTLP_ENDPOINT unset), every function here runs its work as it is, and nothing of OpenTelemetry is
 * even loaded; on, they use the API the SDK was registered with.
 */
let tracing: Tracing | null = null;

/** Called once, by the SDK's start. */
export function useTracing(started: Tracing): void {
  tracing = started;
}

export function tracingOn(): boolean {
  return tracing !== null;
}

/** The tracer of the app's own spans (the instrumentations have theirs). */
const TRACER = 'blood-donation';

/**
 * Background work (a leased-job worker's run, a sweep) in a span of its own: the root of a new trace, whether or not
 * the code that runs it is traced (the polling loops run untraced).
 */
export function inNewTrace<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracing ? inSpanOf(tracing, name, { attributes }, tracing.api.ROOT_CONTEXT, work) : work();
}

/** One step of traced work (a job of a worker's run) in a span of its own, under the active span. */
export function inChildSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracing ? inSpanOf(tracing, name, { attributes }, tracing.api.context.active(), work) : work();
}

/**
 * A call to a server (a database statement) in a client span under the active span; with none active (work that is
 * no request's and no job's), untraced.
 */
export function inClientSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!tracing?.api.trace.getActiveSpan()) return work();
  return inSpanOf(tracing, name, { attributes, kind: tracing.api.SpanKind.CLIENT }, tracing.api.context.active(), work);
}

/** Runs `work` with nothing traced under it (a polling loop's looks for due work), unless it opens a new trace itself. */
export function untraced<T>(work: () => T): T {
  return tracing ? tracing.api.context.with(tracing.suppress(tracing.api.context.active()), work) : work();
}

/** Marks the active span failed, `reason` its error.type: a text made for the log (an error's class and code, no personal data). */
export function spanFailed(reason: string): void {
  if (tracing) markFailed(tracing, tracing.api.trace.getActiveSpan(), reason);
}

/** The active span's trace and span ids, for a log line (pino's mixin); none outside a span. */
export function traceIds(): { traceId?: string; spanId?: string } {
  if (!tracing) return {};
  const span = tracing.api.trace.getActiveSpan()?.spanContext();
  return span && tracing.api.isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {};
}

function inSpanOf<T>(tracing: Tracing, name: string, options: SpanOptions, parent: Context, work: () => Promise<T>): Promise<T> {
  return tracing.api.trace.getTracer(TRACER).startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      markFailed(tracing, span, describeError(error));
      throw error;
    } finally {
      span.end();
    }
  });
}

function markFailed(tracing: Tracing, span: Span | undefined, reason: string): void {
  span?.setStatus({ code: tracing.api.SpanStatusCode.ERROR });
  span?.setAttribute('error.type', reason);
}
