import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { TWO_FACTOR_REQUIRED } from '@blood-donation/domain';
import { cleanupOpenApiDoc } from 'nestjs-zod';

import { OPEN_BEFORE_ENROLMENT_EXTENSION, PUBLIC_OPERATION_EXTENSION } from '../access/access.decorators';
import { REFRESH_COOKIE_NAME } from '../access/refresh-cookie';
import { documentFailureAnswers } from './failure-answers';

type SchemaObject = { type?: string; nullable?: boolean; enum?: unknown[]; allOf?: unknown[]; properties?: Record<string, SchemaObject>; items?: SchemaObject };

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
  documentSecondFactorRefusals(document);
  documentFailureAnswers(document);
  inlineNullableReferences(document);
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
 * Every operation that needs an access token answers a staff account's session without a second factor 403 with errorCode
 * TWO_FACTOR_REQUIRED (SecondFactorGuard), but those open to it (@OpenBeforeEnrolment(): setting one up, GET
 * /api/user/me). An operation that documents a 403 of its own keeps its description, with this one added.
 */
function documentSecondFactorRefusals(document: OpenAPIObject): void {
  const refusal = `with errorCode ${TWO_FACTOR_REQUIRED}: a staff account's session that has not proved a second factor (set one up first).`;
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/TwoFactorRequiredResponse' } } };
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as Record<string, unknown>[]) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      const open = OPEN_BEFORE_ENROLMENT_EXTENSION in operation;
      delete operation[OPEN_BEFORE_ENROLMENT_EXTENSION];
      const bearer = Array.isArray(operation.security) && operation.security.some((scheme) => 'bearer' in (scheme as object));
      if (open || !bearer) continue;
      const responses = operation.responses as Record<string, { description?: string }>;
      const own = responses['403']?.description;
      responses['403'] = { description: own ? `${own} Or, ${refusal}` : `Answered ${refusal}`, content } as never;
    }
  }
}

/**
 * A nullable property whose schema is a reference (an enum such as BloodGroup, an object such as EventRecordDto)
 * comes out of @nestjs/swagger as `{ nullable: true, allOf: [{ $ref }] }`. In OpenAPI 3.0 `nullable` only adds null
 * to the `type` beside it, and the referenced schema still refuses null, so a strict validator rejects the real
 * answer (null). The property gets the referenced schema inlined instead, with its own `nullable` and, for an
 * enum, null among the values (as OpenAPI 3.0.3 asks).
 */
function inlineNullableReferences(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  const referenceName = (schema: SchemaObject) => ((schema.allOf?.[0] as { $ref?: string } | undefined)?.$ref ?? '').replace('#/components/schemas/', '');
  const referred = (schema: SchemaObject) => (schema.allOf?.length === 1 && referenceName(schema) ? schemas[referenceName(schema)] : undefined);
  const inlinedNames = new Set<string>();
  const inlined = (property: SchemaObject): SchemaObject => {
    const target = referred(property);
    if (!property.nullable || !target) return property;
    const { allOf: _reference, type: _type, ...annotations } = property;
    inlinedNames.add(referenceName(property));
    const copy = JSON.parse(JSON.stringify(target)) as SchemaObject;
    return { ...copy, ...annotations, ...(copy.enum ? { enum: [...copy.enum, null] } : {}), nullable: true };
  };
  // Properties at any depth: an object inside an array inside a property (a personal data export) as well.
  const inlineProperties = (schema: SchemaObject | undefined): void => {
    if (!schema) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      schema.properties![name] = inlined(property);
      inlineProperties(schema.properties![name]);
    }
    inlineProperties(schema.items);
  };
  Object.values(schemas).forEach(inlineProperties);
  // A schema only ever used that way (ReplyStatus, DonorAnswer…) is now used nowhere.
  const text = JSON.stringify(document);
  for (const name of inlinedNames) if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
}
