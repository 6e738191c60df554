import { once } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database/database-faults';
import { errorBody } from '../errors/error-body';
import { API_PREFIX } from './api-prefix';

/** What a client is told to wait, in seconds, before asking an instance that is still starting again. */
const STARTING_RETRY_AFTER_SECONDS = 5;

const LIVE_PATH = `/${API_PREFIX}/health/live`;
const READY_PATH = `/${API_PREFIX}/health`;

/** What readiness says while the instance drains before it stops. */
const STOPPING_MESSAGE = 'This instance is stopping; another one answers.';

const pathOf = (request: IncomingMessage) => (request.url ?? '').split('?')[0].replace(/\/+$/, '');

function answerJson(response: ServerResponse, status: number, body: object): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(json);
}

/** Alive (the liveness probe's GET /api/health/live); everything else, readiness included, 503 with Retry-After. */
function answerWhileStarting(request: IncomingMessage, response: ServerResponse): void {
  const path = pathOf(request);
  if (path === LIVE_PATH && (request.method === 'GET' || request.method === 'HEAD')) return answerJson(response, 200, { status: 'ok' });
  response.setHeader('Retry-After', String(STARTING_RETRY_AFTER_SECONDS));
  answerJson(response, 503, errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
}

/**
 * The instance's one HTTP server, listening on `port` from the first moment, while the app still waits for its
 * database, migrates it and creates the first admin: an orchestrator's liveness probe finds it alive rather than
 * killing it in a loop, its readiness probe (GET /api/health) gets 503 until then, and any other request an
 * immediate 503 in the API's error shape, with Retry-After, rather than a refused connection or no answer.
 * `serve(app)` hands every later request to the app (the Nest app's Express instance), on the same server.
 * `drain()`, when the instance is about to stop: readiness (GET /api/health) answers 503 from then on, so that the
 * proxy takes the instance out, while every other request is still served.
 */
export async function listenWhileStarting(port: number): Promise<{ server: Server; serve(app: RequestListener): void; drain(): void }> {
  let handle: RequestListener = answerWhileStarting;
  let draining = false;
  const server = createServer((request, response) => {
    if (draining && pathOf(request) === READY_PATH) return answerJson(response, 503, errorBody(503, STOPPING_MESSAGE));
    handle(request, response);
  });
  server.listen(port);
  await once(server, 'listening'); // rejects when the port cannot be taken
  return {
    server,
    serve: (app) => {
      handle = app;
    },
    drain: () => {
      draining = true;
    },
  };
}
