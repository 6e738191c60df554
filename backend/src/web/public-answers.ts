import { ADMIN_ASSETS_BASE } from '@blood-donation/domain';
import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Options } from 'pino-http';
import { API_PREFIX } from './api-prefix';
import { requestLogging } from '../logging/request-logging';
import { AnswerCache, type CacheRule, type ReplayLog } from './answer-cache';

/** How long the public list of events is replayed at most: what another instance writes shows within a second. */
export const PUBLIC_LIST_TTL_MS = 1000;

/** How long the need board is replayed at most: another instance's approvals show within 30 seconds. */
export const NEED_BOARD_TTL_MS = 30_000;

const RULES: CacheRule[] = [
  // Vite's content-hashed files of both apps: a name always has the same bytes.
  { matches: (path) => path.startsWith('/assets/') || path.startsWith(`${ADMIN_ASSETS_BASE}assets/`), ttlMs: Infinity, endedByWrites: false },
  // The public list of events (home and events pages; @Public, the same for everyone), with any range, sort or filter.
  { matches: (path) => path === `/${API_PREFIX}/events/all`, ttlMs: PUBLIC_LIST_TTL_MS, endedByWrites: true },
  // The need board (@Public, counts only): a grouping over the approved requests, kept longer; a write here ends it.
  { matches: (path) => path === `/${API_PREFIX}/need-board`, ttlMs: NEED_BOARD_TTL_MS, endedByWrites: true },
];

/** The answers the server replays from memory (see AnswerCache), each replay logged as the app logs requests. */
export function publicAnswerCache(logger: Logger): AnswerCache {
  return new AnswerCache({ rules: RULES, maxBytes: 32 * 1024 * 1024, maxAnswerBytes: 4 * 1024 * 1024, log: replayLog(logger) });
}

/**
 * The request id and line of requestLogging (pino-http) for a replayed answer. The line holds a request id (a UUID or
 * a checked X-Request-Id), GET, a route pattern, 200 and a duration: nothing for the redaction list to look for, whose
 * wildcard paths would cost more than the rest of the line, so this child logger has none.
 */
function replayLog(logger: Logger): ReplayLog {
  const { genReqId, customProps, customSuccessMessage } = requestLogging(logger).pinoHttp as Options;
  const lines = logger.child({}, { redact: [] });
  return {
    // requestLogging's own id (X-Request-Id kept when plain, else a UUID); it sets the header on what it is given,
    // here a stand-in that hands it to the replayed answer's headers.
    requestId: (request, setHeader) => String(genReqId?.(request, { setHeader } as unknown as ServerResponse)),
    completed: (request, response, { id, route, responseTime }) => {
      if (!lines.isLevelEnabled('info')) return;
      const props = typeof customProps === 'function' ? customProps(request, response) : customProps;
      const message = customSuccessMessage?.(request, response, responseTime) ?? 'request completed';
      lines.info({ req: { id, method: request.method, route: { path: route } }, res: { statusCode: 200 }, responseTime, ...props }, message);
    },
  };
}
