import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter, TimedEvent } from '@opentelemetry/sdk-trace';

/**
 * Attributes the instrumentations set that carry what the request log never holds: the query string and whole URLs
 * (tokens, email addresses), the client's address and its user agent. The stable names and the older ones
 * (OTEL_SEMCONV_STABILITY_OPT_IN may bring those back).
 */
const DROPPED = [
  'url.full',
  'url.query',
  'http.url',
  'http.target',
  'user_agent.original',
  'http.user_agent',
  'client.address',
  'http.client_ip',
  'network.peer.address',
  'net.peer.ip',
  'net.sock.peer.addr',
];

/** Lines of a stack trace that are frames, not the error's message. */
const FRAME = /^\s+at /;

/**
 * The spans as they leave the process, with no personal data, by the rules of the request log
 * (logging/request-logging.ts): a request's route pattern (/api/teams/:slug) and never its path when it has one (a
 * path may hold an email address or a token), no query string, no client address, no header; an error by its class
 * and stack frames, never its message (a database's error can quote a value). Database statements keep their SQL text,
 * which uses placeholders (MySQL/MariaDB's is masked besides).
 */
export function withoutPersonalData(span: ReadableSpan): ReadableSpan {
  const attributes = { ...span.attributes };
  for (const name of DROPPED) delete attributes[name];
  if (attributes['http.route'] !== undefined) delete attributes['url.path'];
  const events = span.events.map((event): TimedEvent => (event.name === 'exception' ? { ...event, attributes: exceptionAttributes(event.attributes ?? {}) } : event));
  return Object.create(span, {
    attributes: { value: attributes, enumerable: true },
    events: { value: events, enumerable: true },
    status: { value: { code: span.status.code }, enumerable: true },
  }) as ReadableSpan;
}

function exceptionAttributes(attributes: NonNullable<TimedEvent['attributes']>): NonNullable<TimedEvent['attributes']> {
  const { 'exception.type': type, 'exception.stacktrace': stack } = attributes;
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => FRAME.test(line)).join('\n') : undefined;
  return { 'exception.type': type, ...(frames ? { 'exception.stacktrace': frames } : {}) };
}

/** The OTLP exporter, given every span without personal data. */
export class WithoutPersonalData implements SpanExporter {
  constructor(private readonly exporter: SpanExporter) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.exporter.export(spans.map(withoutPersonalData), done);
  }

  shutdown(): Promise<void> {
    return this.exporter.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.exporter.forceFlush?.() ?? Promise.resolve();
  }
}
