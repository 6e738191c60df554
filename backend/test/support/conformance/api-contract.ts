import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  security?: Record<string, unknown>[];
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** What the contract reads of an answer (a supertest response has it). */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** "GET /api/events/{id}": an operation as the document names it. */
export type OperationKey = string;

/** Every operation of the document: its key, template path and description. */
export function operationsOf(document: Pick<OpenAPIObject, 'paths'>): { key: OperationKey; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => method in item).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      operation: (item as Record<string, Operation>)[method],
    })),
  );
}

/** Where the document's component schemas live for ajv: `#/components/schemas/X` becomes `<COMPONENTS>X`. */
const COMPONENTS = 'https://openapi.invalid/components/schemas/';

/**
 * The JSON schema of an OpenAPI 3.0 schema, read strictly as OpenAPI 3.0.3 says: `nullable: true` adds null to
 * the `type` beside it, and to nothing else (an `allOf: [{ $ref }]` or an `enum` without null still refuses null).
 * Annotations JSON schema does not know (`example`) are dropped; references point to the components added to ajv.
 */
function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (!schema || typeof schema !== 'object') return schema;
  const converted: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === 'example' || key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string') converted.$ref = value.replace('#/components/schemas/', COMPONENTS);
    // Property names and examples are data, not schemas.
    else if (key === 'properties') converted.properties = Object.fromEntries(Object.entries(value as Schema).map(([name, property]) => [name, jsonSchemaOf(property)]));
    else converted[key] = jsonSchemaOf(value);
  }
  const { type, nullable } = schema as { type?: unknown; nullable?: unknown };
  if (nullable === true && typeof type === 'string') converted.type = [type, 'null'];
  return converted;
}

/** The media type of a Content-Type header, without its parameters. */
export const mediaTypeOf = (answer: Pick<Answer, 'headers'>): string => String(answer.headers['content-type'] ?? '').split(';')[0].trim();

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * The answers the document promises: an answer's status must be documented, its content type one the document
 * lists for that status, and a JSON body valid against that status' schema, checked by ajv in strict mode
 * (components resolved, `nullable` as OpenAPI 3.0 means it, formats checked, additionalProperties as written).
 * Other bodies (CSV, text, images) are checked by content type only. Each schema is compiled once, when first used.
 */
export class ApiContract {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: { method: string; pattern: RegExp; key: OperationKey; operation: Operation; literal: number }[];

  constructor(document: Pick<OpenAPIObject, 'paths' | 'components'>) {
    this.ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
    addFormats(this.ajv);
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      this.ajv.addSchema(jsonSchemaOf(schema) as Schema, `${COMPONENTS}${name}`);
    }
    this.templates = operationsOf(document)
      .map(({ key, path, operation }) => ({
        method: key.split(' ')[0],
        pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
        key,
        operation,
        literal: path.replace(/\{\w+\}/g, '').length,
      }))
      // "/api/events/upcoming" before "/api/events/{id}".
      .sort((one, other) => other.literal - one.literal);
  }

  /** The operation a request is for, by its method and path (no query); none for a route the document lacks. */
  operationOf(method: string, path: string): { key: OperationKey; operation: Operation } | undefined {
    return this.templates.find((template) => template.method === method.toUpperCase() && template.pattern.test(path));
  }

  /** What is wrong with `answer` as an answer of `operation` (none: it keeps the contract). */
  problems(key: OperationKey, operation: Operation, answer: Answer): string[] {
    const status = String(answer.status);
    const documented = operation.responses[status];
    if (!documented) return [`status ${status} is not documented (${JSON.stringify(answer.body)?.slice(0, 300)})`];
    const mediaType = mediaTypeOf(answer);
    const content = documented.content ?? {};
    if (!(mediaType in content)) {
      // An answer without a body needs no content type (204, or a documented status without content).
      if (!mediaType && Object.keys(content).length === 0) return [];
      return [`status ${status} answered ${mediaType || 'no content type'}, documented: ${Object.keys(content).join(', ') || 'none'}`];
    }
    const schema = content[mediaType].schema;
    if (!isJson(mediaType) || !schema) return [];
    let body = answer.body;
    // A test that read the answer as text (a long streamed list) has the JSON still to parse.
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body) as unknown;
      } catch {
        return [`status ${status}: the ${mediaType} body is not JSON`];
      }
    }
    const validate = this.validator(`${key} ${status} ${mediaType}`, schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `status ${status}: body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
  }

  private validator(id: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(id);
    if (!validate) {
      validate = this.ajv.compile(jsonSchemaOf(schema) as Schema);
      this.validators.set(id, validate);
    }
    return validate;
  }
}
