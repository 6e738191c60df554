import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';

type SchemaObject = { type?: string; nullable?: boolean; allOf?: unknown[]; properties?: Record<string, SchemaObject>; items?: SchemaObject };
import { PUBLIC_OPERATION_EXTENSION } from '../auth/access.decorators';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';

/** The OpenAPI document of every API route (also committed as backend/openapi.json). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Blood donation API')
    .setDescription(
      'Registration, login and sessions, donors, blood requests, events, volunteers and contact messages. ' +
        // A code span: Swagger UI reads the description as Markdown, where a bare <token> is an HTML tag and vanishes.
        'Send the access token as `Authorization: Bearer <token>`; the refresh token travels in an HttpOnly cookie.',
    )
    .setVersion('1.0.0')
    .addServer('/', 'The server that serves this document')
    .addBearerAuth()
    .addCookieAuth(REFRESH_COOKIE_NAME, { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE_NAME }, REFRESH_COOKIE_NAME)
    .build();
  // A plain copy: cleanupOpenApiDoc compares schemas deeply, prototypes included, and changes what it is given.
  const document = cleanupOpenApiDoc(JSON.parse(JSON.stringify(SwaggerModule.createDocument(app, config))) as OpenAPIObject);
  declarePublicOperations(document);
  typeNullableReferences(document);
  return document;
}

/** An operation anyone may call (@Public()) declares no security, as OpenAPI asks: `security: []`. */
function declarePublicOperations(document: OpenAPIObject): void {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as Record<string, unknown>[]) {
      if (!operation || typeof operation !== 'object' || !(PUBLIC_OPERATION_EXTENSION in operation)) continue;
      delete operation[PUBLIC_OPERATION_EXTENSION];
      operation.security ??= [];
    }
  }
}

/**
 * A nullable property whose schema is a reference (an enum such as BloodGroup) comes out of @nestjs/swagger as
 * `{ nullable: true, allOf: [{ $ref }] }`; OpenAPI 3.0 wants `nullable` beside a `type`, so it gets the type of the
 * schema it refers to (JSON-schema validators such as ajv refuse it otherwise).
 */
function typeNullableReferences(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  const referred = (schema: SchemaObject) => {
    const reference = (schema.allOf?.[0] as { $ref?: string } | undefined)?.$ref;
    return reference ? schemas[reference.replace('#/components/schemas/', '')] : undefined;
  };
  // Properties at any depth: an object inside an array inside a property (a personal data export) as well.
  const typeProperties = (schema: SchemaObject | undefined): void => {
    if (!schema) return;
    for (const property of Object.values(schema.properties ?? {})) {
      if (property.nullable && !property.type) property.type = referred(property)?.type;
      typeProperties(property);
    }
    typeProperties(schema.items);
  };
  Object.values(schemas).forEach(typeProperties);
}
