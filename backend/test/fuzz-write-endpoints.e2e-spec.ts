import { createHash } from 'node:crypto';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { loginAs } from './support/accounts';
import { startTestServer, TestServer } from './support/test-server';

type Schema = { $ref?: string; type?: string; enum?: unknown[]; maxLength?: number; maximum?: number; example?: unknown; properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; allOf?: Schema[] };
type Document = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: Schema }> } }>>; components: { schemas: Record<string, Schema> } };

/** Hostile values for a field of `schema`: null, the wrong JSON types, values past its bounds. */
function hostileValues(schema: Schema): unknown[] {
  const common = [null, {}, [], ['x'], true, -1, 1.5, 1e308, '', ' '];
  if (schema.type === 'string' || schema.enum) return [...common, 12345, 'not-one-of-the-options', 'x'.repeat((schema.maxLength ?? 2000) + 1), '\u0000', '<script>x</script>', "' OR 1=1 --"];
  if (schema.type === 'integer' || schema.type === 'number') return [...common, '12', 'abc', Number.MAX_SAFE_INTEGER + 2, (schema.maximum ?? 1e6) + 1, -1e308];
  return [...common, 'x', 0];
}

/** Names every JavaScript object has (own or inherited): a lookup in a plain object finds something for them. */
const INHERITED_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'toLocaleString'];

/** A valid-looking body from the schema's examples, to change one field at a time. */
function exampleBody(schema: Schema, components: Document['components']): Record<string, unknown> {
  const resolved = schema.$ref ? components.schemas[schema.$ref.split('/').pop()!] : schema;
  return Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, property.example ?? (property.enum ? property.enum[0] : 'x')]));
}

describe('hostile values in every field of every write endpoint (generated from the OpenAPI document)', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await loginAs(server, 'superAdmin')).accessToken;
  });
  afterAll(() => server.close());

  /** Every table's rows, hashed: a refused request must leave it as it was. */
  async function fingerprint(): Promise<string> {
    const hash = createHash('sha256');
    for (const { tableName } of server.dataSource.entityMetadatas) {
      hash.update(tableName);
      hash.update(JSON.stringify(await server.dataSource.query(`SELECT * FROM ${tableName} ORDER BY 1`), (_key, value: unknown) => (Buffer.isBuffer(value) ? value.length : value)));
    }
    return hash.digest('hex');
  }

  // 600 s: every field of every write endpoint gets 16 values, each call followed by a hash of every table, which
  // takes minutes on a busy machine, where the suite's 120 s would end it halfway.
  it('never answers 5xx, and a refused request changes no row', async () => {
    const document = buildOpenApiDocument(server.app) as unknown as Document;
    const tried: string[] = [];
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (!schema) continue;
        const resolved = schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema;
        const url = path.replace('{id}', path.includes('board-members') ? '00000000-0000-4000-8000-000000000000' : '999999');
        const base = exampleBody(schema, document.components);
        for (const [field, property] of Object.entries(resolved.properties ?? {})) {
          for (const value of hostileValues(property)) {
            const before = await fingerprint();
            const response = await request(server.url)[method as 'post'](url).auth(token, { type: 'bearer' }).send({ ...base, [field]: value });
            tried.push(`${method} ${path} ${field}`);
            const label = `${method.toUpperCase()} ${url} ${field}=${JSON.stringify(value)?.slice(0, 40)} -> ${response.status}`;
            if (response.status >= 500) failures.push(label);
            else if (response.status >= 400 && (await fingerprint()) !== before) failures.push(`${label} changed rows`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(new Set(tried.map((entry) => entry.split(' ').slice(0, 2).join(' '))).size).toBeGreaterThanOrEqual(15);
  }, 600_000);

  it('a key named like a property every object has is refused like any other unknown key, never with a 5xx', async () => {
    const document = buildOpenApiDocument(server.app) as unknown as Document;
    const differences: string[] = [];
    let endpoints = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (!schema) continue;
        endpoints += 1;
        const url = path.replace('{id}', path.includes('board-members') ? '00000000-0000-4000-8000-000000000000' : '999999');
        // Written as text: an object literal cannot have an own key named __proto__.
        const withKey = async (key: string) => {
          const fields = JSON.stringify(exampleBody(schema, document.components)).slice(1, -1);
          const body = `{${fields}${fields ? ',' : ''}${JSON.stringify(key)}:1}`;
          const response = await request(server.url)[method as 'post'](url).auth(token, { type: 'bearer' }).set('Content-Type', 'application/json').send(body);
          return { status: response.status, named: response.status === 400 && Object.hasOwn(response.body.errors ?? {}, key) };
        };
        const unknown = await withKey('zz');
        for (const key of INHERITED_NAMES) {
          const answer = await withKey(key);
          if (answer.status !== unknown.status || answer.named !== unknown.named) {
            differences.push(`${method.toUpperCase()} ${url} ${key}: ${answer.status}${answer.named ? ' naming it' : ''}, zz: ${unknown.status}${unknown.named ? ' naming it' : ''}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
    expect(endpoints).toBeGreaterThanOrEqual(15);
  });
});
