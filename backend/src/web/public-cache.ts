import { type CallHandler, type ExecutionContext, type NestInterceptor, StreamableFile, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { mergeMap, type Observable } from 'rxjs';

/**
 * How long a browser or a shared cache (a reverse proxy, a CDN) may keep a public answer, in seconds; 0 and 0: kept,
 * but asked about every time (`no-cache`: the ETag makes an unchanged answer a 304 without a body).
 */
export interface PublicCachePolicy {
  /** Fresh for this long: answered from the cache without asking the server. */
  maxAge: number;
  /** Then still answered from the cache for this long while the cache asks the server again in the background. */
  staleWhileRevalidate: number;
}

/**
 * The public list of events (home and events pages): revalidated every time, since an admin who has just changed an
 * event must see the change on the next page (a browser's stale-while-revalidate copy would show the old list once).
 */
export const PUBLIC_LIST_CACHE: PublicCachePolicy = { maxAge: 0, staleWhileRevalidate: 0 };

/** The need board (counts by blood group and city): a minute fresh, five at most. */
export const NEED_BOARD_CACHE: PublicCachePolicy = { maxAge: 60, staleWhileRevalidate: 240 };

export function cacheControl(policy: PublicCachePolicy): string {
  if (policy.maxAge === 0 && policy.staleWhileRevalidate === 0) return 'public, no-cache';
  return `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/**
 * For answers that are the same for every caller and hold no personal data (never on an endpoint that reads the
 * caller or a personal field: those stay without a shared cache, and the auth answers no-store). On success the answer
 * gets `Cache-Control: public, max-age, stale-while-revalidate`; Express gives it an ETag and answers a request whose
 * If-None-Match still matches with 304 and no body. A streamed list is read whole first, so that it too has an ETag.
 */
export function PublicCache(policy: PublicCachePolicy): MethodDecorator & ClassDecorator {
  return UseInterceptors(new PublicCacheInterceptor(policy));
}

class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly policy: PublicCachePolicy) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        response.setHeader('Cache-Control', cacheControl(this.policy));
        if (!(body instanceof StreamableFile)) return body;
        const { type } = body.getHeaders();
        if (type) response.setHeader('Content-Type', type);
        // Sent with res.send, which sets the ETag and the 304.
        return wholeText(body.getStream());
      }),
    );
  }
}

async function wholeText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as string | Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
