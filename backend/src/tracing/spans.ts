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

/**
 * One step of traced work (a job of a worker's run) in a span of its own, under the active span; linked to the span
 * of `linkedTo` (a W3C traceparent, traceParentNow()), the request that queued the job, when it has one.
 */
export function inChildSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>, linkedTo?: string | null): Promise<T> {
  if (!tracing) return work();
  const queuedBy = linkedTo ? tracing.api.trace.getSpanContext(tracing.api.propagation.extract(tracing.api.ROOT_CONTEXT, { traceparent: linkedTo })) : undefined;
  const links = queuedBy && tracing.api.isSpanContextValid(queuedBy) ? [{ context: queuedBy }] : [];
  return inSpanOf(tracing, name, { attributes, links }, tracing.api.context.active(), work);
}

/**
 * The active span as a W3C traceparent ("00-<trace id>-<span id>-<flags>"), stored with a job it queues, so that the
 * job's span links back to it (inChildSpan); null while tracing is off or nothing is traced.
 */
export function traceParentNow(): string | null {
  if (!tracing?.api.trace.getActiveSpan()) return null;
  const carrier: { traceparent?: string } = {};
  tracing.api.propagation.inject(tracing.api.context.active(), carrier);
  return carrier.traceparent ?? null;
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
