import { readFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { OPENAPI_FILE } from '../src/openapi/openapi-file';
import { ACCOUNT_CASES } from './support/conformance/account-cases';
import { ADMIN_LIST_CASES } from './support/conformance/admin-list-cases';
import { ApiContract, operationsOf } from './support/conformance/api-contract';
import { CONTENT_CASES } from './support/conformance/content-cases';
import { type ConformanceRecords, seedConformanceRecords } from './support/conformance/conformance-records';
import { derivedCase, type OperationCases, send, untilRateLimited } from './support/conformance/contract-calls';
import { DONOR_CASES } from './support/conformance/donor-cases';
import { DRIVE_CASES } from './support/conformance/drive-cases';
import { WAITLIST_CASES } from './support/conformance/waitlist-cases';
import { TEAM_CASES } from './support/conformance/team-cases';
import { DRIVE_DESK_CASES } from './support/conformance/drive-desk-cases';
import { JOURNEY_CASES } from './support/conformance/journey-cases';
import { DONOR_MATCHING_CASES } from './support/conformance/donor-matching-cases';
import { DONOR_ASK_CASES } from './support/conformance/donor-ask-cases';
import { PUSH_CASES } from './support/conformance/push-cases';
import { PASSKEY_CASES } from './support/conformance/passkey-cases';
import { TWO_FACTOR_CASES } from './support/conformance/two-factor-cases';
import { REACT_ADMIN_CASES } from './support/conformance/react-admin-cases';
import { SESSION_CASES } from './support/conformance/session-cases';

/**
 * The API answers what its OpenAPI document says: every operation of the document the app builds is called, as the
 * right caller, once for each status it documents; the answer must have that status, a documented content type and
 * a body valid against the documented schema. Statuses a case leaves out are derived from its success case
 * (contract-calls.ts); one that cannot be provoked here has its reason written in the case instead of a call.
 */
const CASES: Record<string, OperationCases> = { ...ACCOUNT_CASES, ...ADMIN_LIST_CASES, ...DONOR_CASES, ...DONOR_MATCHING_CASES, ...DONOR_ASK_CASES, ...CONTENT_CASES, ...REACT_ADMIN_CASES, ...DRIVE_CASES, ...WAITLIST_CASES, ...DRIVE_DESK_CASES, ...PUSH_CASES, ...SESSION_CASES, ...PASSKEY_CASES, ...TWO_FACTOR_CASES, ...JOURNEY_CASES, ...TEAM_CASES };

/** The committed document names the tests (jest needs them before the app starts); each runs against the live one. */
const COMMITTED_OPERATIONS = operationsOf(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIObject).map(({ key }) => key);

describe('the API keeps its OpenAPI contract', () => {
  let records: ConformanceRecords;
  let document: OpenAPIObject;
  let contract: ApiContract;

  beforeAll(async () => {
    records = await seedConformanceRecords();
    document = buildOpenApiDocument(records.server.app);
    contract = new ApiContract(document);
    // 300 s: two servers, five accounts and every kind of record made through the API, emails awaited.
  }, 300_000);
  afterAll(() => records?.close());

  it('has a case for every operation of the document, and none for an operation it does not have', () => {
    const operations = operationsOf(document).map(({ key }) => key);
    expect(operations.filter((key) => !(key in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((key) => !operations.includes(key))).toEqual([]);
  });

  it.each(COMMITTED_OPERATIONS)('%s answers every documented status as documented', async (key) => {
    const found = operationsOf(document).find((operation) => operation.key === key);
    const cases = CASES[key];
    if (!found || !cases) throw new Error(`${key}: ${found ? 'no case' : 'not in the live document (npm run openapi -w backend)'}`);
    const { path, operation } = found;
    const successStatus = Object.keys(cases).find((status) => /^2\d\d$/.test(status));
    const success = successStatus ? cases[successStatus] : undefined;
    if (typeof success !== 'function') throw new Error(`${key}: the case has no call for its success status`);

    const problems: string[] = [];
    for (const status of Object.keys(operation.responses)) {
      const provoke = cases[status] ?? derivedCase(status, operation, success);
      if (typeof provoke === 'string') continue;
      if (!provoke) {
        problems.push(`${status}: no call provokes it, and no reason says why it cannot be provoked`);
        continue;
      }
      const call = await provoke(records);
      const method = key.split(' ')[0];
      const response = status === '429' ? await untilRateLimited(records.rateLimitedServer, method, path, call) : await send(records.server, method, path, call);
      if (response.status !== Number(status)) problems.push(`${status}: answered ${response.status} ${JSON.stringify(response.body)}`);
      problems.push(...contract.problems(key, operation, response).map((problem) => `${status}: ${problem}`));
    }
    for (const status of Object.keys(cases).filter((status) => !(status in operation.responses))) {
      problems.push(`${status}: has a case, but the document does not list this status`);
    }
    expect(problems).toEqual([]);
  });
});
