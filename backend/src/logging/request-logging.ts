import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Settings } from '../config/settings';
import { traceIds, tracingOn } from '../tracing/spans';

/** An X-Request-Id a proxy may send on: short, plain characters only (a log must not carry what a client made up). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

type LoggedRequest = IncomingMessage & { id?: unknown; route?: { path?: string }; originalUrl?: string; user?: { id?: number } };

const SERIALIZERS = {
  req: (request: LoggedRequest) => ({ id: request.id, method: request.method, route: routeOf(request) }),
  res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
  err: (error: Error & { code?: unknown }) => ({ type: error.name, code: error.code }),
};

/**
 * The app's one pino logger: JSON lines (or pretty ones under LOG_FORMAT=pretty) at LOG_LEVEL, to `destination` or
 * stdout. Made before Nest starts, so what happens while the app starts (waiting for its database) is logged at once.
 * With tracing on (tracing.ts), a line written inside a span (a request's, a job's) carries its traceId and spanId.
 */
export function createAppLogger(settings: Settings, destination?: DestinationStream): Logger {
  const options = {
    level: settings.logging.level,
    serializers: SERIALIZERS,
    redact: { paths: REDACTED, censor: '[redacted]' },
    mixin: tracingOn() ? traceIds : undefined,
    transport: settings.logging.pretty && !destination ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } } : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One JSON line per request: request id, method, route (the route pattern, e.g. /api/admin/users/:id — never the
 * query string, which may carry a token or an email), status, duration, user id. Headers, cookies and bodies are
 * never logged; the redact list is a second guard should anything log them anyway.
 */
export function requestLogging(logger: Logger): Params {
  return {
    pinoHttp: {
      logger,
      serializers: SERIALIZERS,
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const given = request.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      customProps: (request: IncomingMessage) => ({ userId: (request as LoggedRequest).user?.id }),
      customSuccessMessage: () => 'request completed',
      customErrorMessage: () => 'request failed',
    },
  };
}

/** Every place a personal value or a secret could sit if a log line were ever given a request, body or error. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query',
  'req.body',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.email',
  '*.mobile',
  '*.phone',
  '*.text',
];

/** The matched route pattern; for anything else (static files, unknown paths) the path alone, never the query. */
function routeOf(request: LoggedRequest): string {
  if (request.route?.path) return request.route.path;
  return (request.originalUrl ?? request.url ?? '').split('?')[0];
}
