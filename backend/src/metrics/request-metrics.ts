import type { Request, RequestHandler } from 'express';
import { isApiPath } from '../web/serve-web-apps';
import type { Metrics } from './metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every answer, from the first middleware to its last byte handed to the socket, into
 * http_request_duration_seconds. Its route label is the matched route's template (/api/drives/:id/slots, never the
 * id itself); a request no route matched is `static` when the web apps answered it (their files and pages), else
 * `unmatched` (an unknown API path, a page that does not exist), so the labels stay few whatever is asked.
 * A request whose client went away before its answer was sent is not counted. Nothing else is done per request.
 */
export function measureRequests(metrics: Metrics): RequestHandler {
  const histogram = metrics.requestDuration;
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = response.statusCode;
      histogram.observe({ method: METHODS.has(request.method) ? request.method : 'other', route: routeLabel(request, status), status: String(status) }, seconds);
    });
    next();
  };
}

function routeLabel(request: Request, status: number): string {
  const template: unknown = (request.route as { path?: unknown } | undefined)?.path;
  // A wildcard is no route of the API's: the pattern of a middleware Nest mounts as a route (/api{/*splat}) that the
  // request passed through before nothing matched it.
  if (typeof template === 'string' && !template.includes('*')) return template;
  if (isApiPath(request.originalUrl.split('?')[0]) || status === 404) return 'unmatched';
  return 'static';
}
