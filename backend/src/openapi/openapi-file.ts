import type { OpenAPIObject } from '@nestjs/swagger';
import { join } from 'node:path';

/** The committed copy of the document, for API consumers and reviews: backend/openapi.json. */
export const OPENAPI_FILE = join(__dirname, '..', '..', 'openapi.json');

export function serializeOpenApi(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
