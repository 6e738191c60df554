import type { ErrorRequestHandler } from 'express';
import { errorBody } from './error-body';

export const JSON_BODY_LIMIT = '100kb';

const MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': `Request body is larger than ${JSON_BODY_LIMIT.replace('kb', ' kB')}`,
  'encoding.unsupported': 'Unsupported content encoding',
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
