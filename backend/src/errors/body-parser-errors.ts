import type { ErrorRequestHandler } from 'express';
import { errorBody } from './error-body';

export const JSON_BODY_LIMIT = '100kb';
/** Deepest nesting of objects and arrays a JSON body may have: every form of the API needs 3. */
export const JSON_MAX_DEPTH = 32;

const MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': `Request body is larger than ${JSON_BODY_LIMIT.replace('kb', ' kB')}`,
  'encoding.unsupported': 'Compressed request bodies are not accepted: send the JSON without a Content-Encoding',
  'entity.too.deep': `JSON body nested deeper than ${JSON_MAX_DEPTH} levels`,
  'charset.unsupported': 'Unsupported charset; send UTF-8 JSON',
  'request.aborted': 'The request was aborted',
};

/** Errors of the JSON body parser happen before Nest routes, so they get the error shape here. */
export const bodyParserErrors: ErrorRequestHandler = (error: { type?: string; status?: number; message?: string }, _req, res, next) => {
  if (typeof error?.type !== 'string' || typeof error.status !== 'number' || error.status >= 500) {
    next(error);
    return;
  }
  res.status(error.status).json(errorBody(error.status, MESSAGES[error.type] ?? error.message ?? 'Bad request'));
};

/**
 * express.json's `verify`: refuses (400) a body whose objects and arrays nest deeper than JSON_MAX_DEPTH before it is
 * parsed, so that no later code walks a 14 000-level structure. Counts brackets outside strings, byte by byte.
 */
export function refuseDeepJson(_request: unknown, _response: unknown, body: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index];
    if (inString) {
      if (byte === 0x5c) index += 1; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      depth += 1;
      if (depth > JSON_MAX_DEPTH) throw Object.assign(new Error('JSON body nested too deep'), { status: 400, type: 'entity.too.deep' });
    } else if (byte === 0x7d || byte === 0x5d) depth -= 1;
  }
}
