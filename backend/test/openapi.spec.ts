import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
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

  it('writes the header format in a Markdown code span, so Swagger UI shows its <token> placeholder instead of taking it for HTML', () => {
    expect(buildOpenApiDocument(server.app).info.description).toContain('`Authorization: Bearer <token>`');
  });

  it("passes redocly lint with the recommended rules: no error, and a warning only with its reason (.redocly.lint-ignore.yaml)", async () => {
    const backend = dirname(OPENAPI_FILE);
    const redocly = join(backend, '..', 'node_modules', '.bin', 'redocly');
    const { stdout, stderr } = await promisify(execFile)(redocly, ['lint', OPENAPI_FILE, '--config', join(backend, 'redocly.yaml'), '--format=stylish'], {
      cwd: backend,
      // No usage report or update check from the linter: tests talk to nothing outside this machine.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const output = `${stdout}\n${stderr}`;
    expect(output).toContain('Your API description is valid');
    expect(output).not.toMatch(/\bwarning\b|\berror\b/);
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
