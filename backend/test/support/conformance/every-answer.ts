/**
 * Jest setup of every backend test file (jest.config.js): each answer a test receives through supertest from an API
 * route of the OpenAPI document is checked against the document (backend/openapi.json, which test/openapi.spec.ts
 * keeps equal to the served one), strictly (api-contract.ts). A mismatch fails the request's promise, so the test
 * that received it fails, naming the operation, the status and what differs. Routes the document does not have
 * (web pages, /api/docs, an unknown path) are not checked.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import request, { type Test } from 'supertest';
import { OPENAPI_FILE } from '../../../src/openapi/openapi-file';
import { type Answer, ApiContract } from './api-contract';

const contract = new ApiContract(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIObject);

/** Where the answers that differ are also listed, one a line, when set (to see them all after a whole run). */
const MISMATCH_LOG = process.env.ANSWER_MISMATCH_LOG;

/** What is wrong with an answer to `method url` as the document describes it (empty: nothing, or not described). */
export function answerProblems(method: string, url: string, answer: Answer): string[] {
  const path = new URL(url, 'http://localhost').pathname;
  const found = contract.operationOf(method, path);
  if (!found) return [];
  const problems = contract.problems(found.key, found.operation, answer);
  if (problems.length > 0 && MISMATCH_LOG) appendFileSync(MISMATCH_LOG, `${expect.getState().testPath ?? ''}\t${found.key}\t${problems.join(' | ')}\n`);
  return problems.map((problem) => `${found.key}: ${problem}`);
}

type Assert = (this: Test, error: Error | null, response: Answer | undefined, done?: (error: Error | null, response?: Answer) => void) => void;
type Checked = { method: string; url: string };

const prototype = request.Test.prototype as unknown as { assert: Assert };
const assertAnswer = prototype.assert;
prototype.assert = function (this: Test, error, response, done) {
  assertAnswer.call(this, error, response, (failure, received) => {
    const { method, url } = this as unknown as Checked;
    const problems = received ? answerProblems(method, url, received) : [];
    const mismatch = problems.length > 0 ? new Error(`The answer differs from the OpenAPI document:\n${problems.join('\n')}`) : null;
    done?.call(this, failure ?? mismatch, received);
  });
};
