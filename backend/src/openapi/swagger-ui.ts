import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { API_PREFIX } from '../web/api-prefix';
import { buildOpenApiDocument } from './openapi-document';

export const SWAGGER_UI_PATH = `${API_PREFIX}/docs`;
export const OPENAPI_JSON_PATH = `${API_PREFIX}/docs-json`;

/** Swagger UI at /api/docs, the JSON document at /api/docs-json. */
export function serveSwaggerUi(app: INestApplication): void {
  SwaggerModule.setup(SWAGGER_UI_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Blood donation API',
    swaggerOptions: { persistAuthorization: true },
  });
}
