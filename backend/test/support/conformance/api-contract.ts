import type { OpenAPIObject } from '@nestjs/swagger';
// ajv 6 (the copy in node_modules): it knows the common formats itself.
import Ajv, { type ValidateFunction } from 'ajv';
import type { Response } from 'supertest';

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

/**
 * The JSON schema of an OpenAPI 3.0 schema: `nullable: true` becomes "null, or what the rest says". That is how the
 * document's clients read it (openapi-typescript: `T | null`), also where @nestjs/swagger writes it beside the
 * `allOf: [{ $ref }]` of an enum or object; ajv's own `nullable` would let the referenced schema refuse the null.
 */
function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (!schema || typeof schema !== 'object') return schema;
  const nullable = (schema as Schema).nullable === true;
  const rest = Object.entries(schema).filter(([key, value]) => !(key === 'nullable' && typeof value === 'boolean'));
  const converted = Object.fromEntries(rest.map(([key, value]) => [key, jsonSchemaOf(value)]));
  return nullable ? { anyOf: [{ type: 'null' }, converted] } : converted;
}

/** The media type of a Content-Type header, without its parameters. */
export const mediaTypeOf = (response: Response): string => String(response.headers['content-type'] ?? '').split(';')[0].trim();

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * The answers the document promises: an answer's status must be documented, its content type one the document
 * lists for that status, and a JSON body valid against that status' schema (components resolved, `nullable`
 * converted, formats checked). Other bodies (CSV, text, images) are checked by content type only.
 */
export class ApiContract {
  private readonly ajv = new Ajv({ allErrors: true, format: 'full', unknownFormats: 'ignore' });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenAPIObject) {}

  /** What is wrong with `response` as an answer of `operation` (none: it keeps the contract). */
  problems(key: OperationKey, operation: Operation, response: Response): string[] {
    const status = String(response.status);
    const documented = operation.responses[status];
    if (!documented) return [`status ${status} is not documented (${JSON.stringify(response.body)})`];
    const mediaType = mediaTypeOf(response);
    const content = documented.content ?? {};
    if (!(mediaType in content)) return [`status ${status} answered ${mediaType || 'no content type'}, documented: ${Object.keys(content).join(', ') || 'none'}`];
    const schema = content[mediaType].schema;
    if (!isJson(mediaType) || !schema) return [];
    const validate = this.validator(`${key} ${status} ${mediaType}`, schema);
    if (validate(response.body)) return [];
    return (validate.errors ?? []).map((error) => `status ${status}: body${error.dataPath} ${error.message} ${JSON.stringify(error.params)}`);
  }

  /** The schema compiled once, with the document's components beside it so that `#/components/...` resolves. */
  private validator(id: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(id);
    if (!validate) {
      validate = this.ajv.compile(jsonSchemaOf({ ...schema, components: this.document.components }) as Schema);
      this.validators.set(id, validate);
    }
    return validate;
  }
}
