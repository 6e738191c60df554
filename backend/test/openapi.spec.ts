import { readFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { OPENAPI_FILE, serializeOpenApi } from '../src/openapi/openapi-file';
import { startTestServer, TestServer } from './support/test-server';

describe('openapi.json', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is the current document (if not: npm run openapi -w backend, and commit it)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(serializeOpenApi(buildOpenApiDocument(server.app)));
  });

  it('gives every route one success answer with a schema, and a 401 answer where it takes a bearer token', () => {
    type Operation = { security?: object[]; responses: Record<string, { content?: object }> };
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(buildOpenApiDocument(server.app).paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
        const route = `${method.toUpperCase()} ${path}`;
        const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
        if (success.length !== 1 || !operation.responses[success[0]].content) problems.push(`${route}: not exactly one 2xx answer with a schema`);
        const needsToken = (operation.security ?? []).some((scheme) => 'bearer' in scheme);
        if (needsToken && !operation.responses['401']) problems.push(`${route}: no 401`);
      }
    }
    expect(problems).toEqual([]);
  });
});
