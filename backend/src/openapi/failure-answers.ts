import type { OpenAPIObject } from '@nestjs/swagger';

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } };

interface Responses {
  [status: string]: unknown;
}
interface OperationObject {
  requestBody?: { content?: Record<string, unknown> };
  responses: Responses;
}

/**
 * The answers any route may give that no controller declares, so that the document lists every status the API
 * answers with: 500 (an unexpected failure, GlobalExceptionFilter), 503 (the database is busy or unreachable, with
 * Retry-After) and, for a JSON body, 415 (a Content-Encoding, refused by the body parser). A status a route
 * documents itself keeps its own description.
 */
export function documentFailureAnswers(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as OperationObject[]) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      if (operation.requestBody?.content?.['application/json']) {
        operation.responses['415'] ??= { description: 'The JSON body was sent with a Content-Encoding (compressed): send it as it is.', content: ERROR_CONTENT };
      }
      operation.responses['500'] ??= { description: 'An unexpected failure (logged); the message says nothing more.', content: ERROR_CONTENT };
      operation.responses['503'] ??= {
        description: 'The database is busy or unreachable for a moment; Retry-After says when to try again.',
        headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
        content: ERROR_CONTENT,
      };
    }
  }
}
