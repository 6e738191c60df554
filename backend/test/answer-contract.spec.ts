import { readFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { OPENAPI_FILE } from '../src/openapi/openapi-file';
import { ApiContract } from './support/conformance/api-contract';
import { answerProblems } from './support/conformance/every-answer';

const json = { 'content-type': 'application/json; charset=utf-8' };
const error = (statusCode: number) => ({ statusCode, error: 'Error', message: 'Something happened.' });

/** The strict check every test's answers go through (support/conformance/every-answer.ts) refuses what it should. */
describe('the answer contract', () => {
  it('refuses an undocumented status, a wrong content type and a body the schema refuses; passes a right one', () => {
    expect(answerProblems('GET', '/api/health/live?x=1', { status: 418, headers: json, body: error(418) })).toEqual([
      expect.stringMatching(/^GET \/api\/health\/live: status 418 is not documented/),
    ]);
    expect(answerProblems('POST', '/api/auth/login', { status: 401, headers: { 'content-type': 'text/html' }, body: '' })).toEqual([
      expect.stringContaining('answered text/html'),
    ]);
    expect(answerProblems('POST', '/api/auth/login', { status: 401, headers: json, body: { statusCode: '401', error: 'Unauthorized' } })).toHaveLength(2);
    expect(answerProblems('POST', '/api/auth/login', { status: 401, headers: json, body: error(401) })).toEqual([]);
    expect(answerProblems('GET', '/api/no-such-route', { status: 404, headers: json, body: error(404) })).toEqual([]);
  });

  it('reads nullable as OpenAPI 3.0 does: null only where the type beside it allows it', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIObject;
    const operation = { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Sample' } } } } } };
    const sample = (bloodGroup: object) => new ApiContract({ paths: {}, components: { schemas: { ...document.components?.schemas, Sample: { type: 'object', properties: { bloodGroup } } } } });
    const answer = { status: 200, headers: json, body: { bloodGroup: null } };
    // What @nestjs/swagger wrote before: null is refused by the referenced enum.
    expect(sample({ allOf: [{ $ref: '#/components/schemas/BloodGroup' }], nullable: true, type: 'string' }).problems('GET /sample', operation, answer)).not.toEqual([]);
    expect(sample({ type: 'string', enum: ['A+', null], nullable: true }).problems('GET /sample', operation, answer)).toEqual([]);
    expect(sample({ type: 'string', enum: ['A+'], nullable: true }).problems('GET /sample', operation, answer)).not.toEqual([]);
  });
});
