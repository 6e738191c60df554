import compression from 'compression';
import type { RequestHandler, Response } from 'express';
import { constants as zlibConstants } from 'node:zlib';
import { isApiPath } from './serve-web-apps';

/** API answers smaller than this are sent as they are: compressing them would save less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli for API answers as they go: quality 4 (compression's own) with a 64 KB window instead of 4 MB, whose
 * allocation for every answer made brotli four times slower than gzip for a list of events.
 */
const API_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 } };

/**
 * The API's answers of COMPRESSION_THRESHOLD bytes or more are compressed as they go (`compression`: brotli or gzip,
 * as the client accepts); the web apps' files are not, the build compressed them.
 */
export function apiCompression(): RequestHandler {
  const compress = compression({ threshold: COMPRESSION_THRESHOLD, brotli: API_BROTLI, filter: (request, response) => isApiPath(request.path) && compression.filter(request, response) });
  return (request, response, next) =>
    compress(request, response, (error?: unknown) => {
      if (error) return next(error);
      if (isApiPath(request.path)) holdFirstBytes(response, COMPRESSION_THRESHOLD);
      next();
    });
}

/**
 * compression compresses any answer whose size it cannot know, and a streamed one (a whole list, a CSV export) has no
 * Content-Length: even `[]` went out in brotli. Its first `threshold` bytes are held back, so an answer that ends
 * before reaching them goes out in one piece, with its length, and is sent as it is; a longer one goes on as a stream.
 */
function holdFirstBytes(response: Response, threshold: number): void {
  const write = response.write as (...args: unknown[]) => boolean;
  const end = response.end as (...args: unknown[]) => Response;
  let held: Buffer[] = [];
  let size = 0;
  /** From here on the answer streams: what was held goes first. */
  const release = (): void => {
    response.write = write as typeof response.write;
    response.end = end as typeof response.end;
    for (const bytes of held) write.call(response, bytes);
    held = [];
  };
  response.write = function (chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (response.headersSent || response.hasHeader('content-length')) {
      release();
      return write.call(response, chunk, encoding, callback);
    }
    const bytes = toBuffer(chunk, encoding);
    held.push(bytes);
    size += bytes.length;
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    if (size >= threshold) release();
    return true;
  } as typeof response.write;
  response.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown): Response {
    response.write = write as typeof response.write;
    response.end = end as typeof response.end;
    if (held.length === 0) return end.call(response, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    const last = typeof chunk === 'function' || chunk === undefined || chunk === null ? [] : [toBuffer(chunk, encoding)];
    const body = Buffer.concat([...held, ...last]);
    held = [];
    // Before compression commits the headers: with its length known, the answer goes out whole, and as it is.
    if (!response.headersSent) response.setHeader('Content-Length', body.length);
    return end.call(response, body, done);
  } as typeof response.end;
}

/** A copy: the writer may reuse its buffer once the write is acknowledged, which is at once here. */
function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
}
