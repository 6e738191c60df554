import type { IncomingMessage, OutgoingHttpHeader, Server, ServerResponse } from 'node:http';

/** Which GET answers the cache keeps, and for how long. */
export interface CacheRule {
  /** True for the paths (without the query string) whose answers are the same for every client. */
  matches(path: string): boolean;
  /** How long an answer is replayed; Infinity for content-hashed files, which never change. */
  ttlMs: number;
  /** True for answers read from the database: a write request received by this process ends them at once. */
  endedByWrites: boolean;
}

export interface AnswerCacheOptions {
  rules: readonly CacheRule[];
  /** Bytes of bodies kept at most; the oldest answers go first. */
  maxBytes: number;
  /** A bigger answer is not kept. */
  maxAnswerBytes: number;
  /** The request id and log line of a replayed answer, as the app's request logging makes them. */
  log: ReplayLog;
}

export interface ReplayLog {
  /** The id of the request; its header (X-Request-Id) goes to `setHeader`. */
  requestId(request: IncomingMessage, setHeader: (name: string, value: string) => void): string;
  /** The request's log line, once its answer is sent. */
  completed(request: IncomingMessage, response: ServerResponse, line: { id: string; route: string; responseTime: number }): void;
}

interface Answer {
  /**
   * The headers as the application set them, in its order and spelling, without those of one request or connection,
   * and Content-Length: [name, value, name, value, ...], as writeHead takes them.
   */
  headers: OutgoingHttpHeader[];
  body: Buffer;
  /** The route its request line names; null when the application wrote no request line for it (static files). */
  route: string | null;
  expires: number;
  /** The write generation it was read in; null when writes do not end it. */
  generation: number | null;
}

type Request = IncomingMessage & { originalUrl?: string; route?: { path?: string }; log?: unknown };

/** Headers of one request or of the connection, made anew for each answer. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id']);
/** A request asking for part of an answer, or only if it changed, is the application's to answer. */
const CONDITIONAL = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answers kept in memory and sent again as they are, in front of the application: the public GET answers that are the
 * same for every client (content-hashed build files, the public list of events), per URL and Accept-Encoding, with
 * the very headers and bytes the application sent the first time (security headers, Content-Type, Content-Encoding,
 * Vary, Cache-Control), so a repeated request costs no file lookup, database query or compression. A replayed
 * request gets its own X-Request-Id and request log line when the first one had them.
 *
 * Answers read from the database are kept `ttlMs` (a second), which bounds how stale another instance's writes can
 * leave them; a write request (POST, PUT, PATCH, DELETE) to this instance ends them as it starts and again as it ends,
 * so that what it changed is read anew. Kept are only 200 answers with no Set-Cookie, no Cache-Control no-store or
 * private and no Vary but Accept-Encoding; conditional and range requests go to the application.
 */
export class AnswerCache {
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;
  private generation = 0;

  constructor(private readonly options: AnswerCacheOptions) {}

  /** The middleware: replays a kept answer, or lets the request through (and keeps its answer when it may). */
  readonly handle = (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const method = request.method ?? 'GET';
    if (method !== 'GET') {
      if (!SAFE_METHODS.has(method)) this.noteWrite(response);
      return next();
    }
    const url = (request as Request).originalUrl ?? request.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const rule = this.options.rules.find((candidate) => candidate.matches(path));
    if (!rule || CONDITIONAL.some((name) => request.headers[name] !== undefined)) return next();
    const key = `${request.headers['accept-encoding'] ?? ''}\n${url}`;
    const answer = this.answers.get(key);
    if (answer) {
      if (this.isCurrent(answer)) return this.replay(answer, request, response);
      this.drop(key, answer);
    }
    this.keepAnswer(key, rule, path, request as Request, response);
    next();
  };

  private noteWrite(response: ServerResponse): void {
    this.generation += 1;
    response.once('close', () => (this.generation += 1));
  }

  private isCurrent(answer: Answer): boolean {
    return answer.expires > Date.now() && (answer.generation === null || answer.generation === this.generation);
  }

  private replay(answer: Answer, request: IncomingMessage, response: ServerResponse): void {
    const started = Date.now();
    const { route } = answer;
    const own: string[] = [];
    const id = route === null ? null : this.options.log.requestId(request, (name, value) => own.push(name, value));
    // All headers at once (nothing has set one before): no header map is built for the answer.
    response.writeHead(200, own.length === 0 ? answer.headers : [...answer.headers, ...own]);
    response.end(answer.body);
    if (route !== null && id !== null) this.options.log.completed(request, response, { id, route, responseTime: Date.now() - started });
  }

  /** Records the bytes the application sends (compressed, as they go out) and keeps them once the answer is complete. */
  private keepAnswer(key: string, rule: CacheRule, path: string, request: Request, response: ServerResponse): void {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const record = (chunk: unknown, encoding: unknown): void => {
      if (size > this.options.maxAnswerBytes || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      if (size <= this.options.maxAnswerBytes) chunks.push(bytes);
    };
    const write = response.write;
    const end = response.end;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof response.write;
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof response.end;
    response.once('finish', () => {
      if (response.statusCode !== 200 || size > this.options.maxAnswerBytes) return;
      if (rule.endedByWrites && generation !== this.generation) return;
      const headers = keptHeaders(response, size);
      if (!headers) return;
      const answer: Answer = {
        headers: [...headers, 'Content-Length', String(size)],
        body: Buffer.concat(chunks, size),
        route: request.log === undefined ? null : (request.route?.path ?? path),
        expires: Date.now() + rule.ttlMs,
        generation: rule.endedByWrites ? generation : null,
      };
      this.store(key, answer);
    });
  }

  private store(key: string, answer: Answer): void {
    const previous = this.answers.get(key);
    if (previous) this.drop(key, previous);
    for (const [oldestKey, oldest] of this.answers) {
      if (this.bytes + answer.body.length <= this.options.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
  }

  private drop(key: string, answer: Answer): void {
    this.answers.delete(key);
    this.bytes -= answer.body.length;
  }
}

/** The headers to replay, or null when the answer must not be kept for everyone. */
function keptHeaders(response: ServerResponse, size: number): OutgoingHttpHeader[] | null {
  if (response.hasHeader('set-cookie')) return null;
  const cacheControl = String(response.getHeader('cache-control') ?? '').toLowerCase();
  if (cacheControl.includes('no-store') || cacheControl.includes('private')) return null;
  const vary = response.getHeader('vary');
  if (vary !== undefined && String(vary).split(',').some((name) => name.trim().toLowerCase() !== 'accept-encoding')) return null;
  const length = response.getHeader('content-length');
  if (length !== undefined && Number(length) !== size) return null;
  const headers: OutgoingHttpHeader[] = [];
  // Node's getRawHeaderNames (the names as set, not lower-cased), missing from @types/node 20.
  for (const name of (response as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const value = response.getHeader(name);
    if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) headers.push(name, value);
  }
  return headers;
}

/**
 * Puts the cache in front of everything else the server does, as a caching proxy would sit: a request it answers
 * never reaches Express, whose routing, request and response set-up would cost more than the answer itself.
 */
export function answerInFront(server: Server, cache: AnswerCache): void {
  const application = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    cache.handle(request, response, () => {
      for (const listener of application) listener.call(server, request, response);
    }),
  );
}
