import { randomUUID } from 'node:crypto';
import request, { type Response } from 'supertest';
import type { Account } from '../accounts';
import type { TestServer } from '../test-server';
import type { Operation } from './api-contract';
import type { ConformanceRecords } from './conformance-records';

/** One request to an operation: its path parameters, query, body (JSON, raw text or a file) and caller. */
export interface Call {
  /** The account whose access token goes along; none: no Authorization header. */
  as?: Account;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** JSON, or a string sent as application/json as it is (malformed JSON). */
  body?: object | string;
  attach?: { field: string; file: Buffer; name: string };
  cookie?: string;
  headers?: Record<string, string>;
}

/** Makes the call that should get one status; it may first create what it needs (a record to delete). */
export type Provoke = (records: ConformanceRecords) => Call | Promise<Call>;

/**
 * The cases of one operation: how to provoke each documented status. A string instead says why that status
 * cannot be provoked here. Statuses left out are derived from the success case when they can be (see below).
 */
export type OperationCases = Record<string, Provoke | string>;

/** Sends `call` to the operation at the template `path` ("/api/events/{id}"). */
export function send(server: TestServer, method: string, path: string, call: Call): Promise<Response> {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(call.params?.[name] ?? `{${name}}`)));
  let pending = request(server.url)[method.toLowerCase() as 'get'](url);
  if (call.query) pending = pending.query(call.query);
  if (call.as) pending = pending.auth(call.as.accessToken, { type: 'bearer' });
  if (call.cookie) pending = pending.set('Cookie', call.cookie);
  if (call.headers) pending = pending.set(call.headers);
  if (call.attach) return pending.attach(call.attach.field, call.attach.file, call.attach.name);
  if (typeof call.body === 'string') return pending.set('Content-Type', 'application/json').send(call.body);
  return call.body === undefined ? pending : pending.send(call.body);
}

/** Sends `call` again and again (to a server with rate limits) until it answers 429, or 100 times (the highest limit is 60). */
export async function untilRateLimited(server: TestServer, method: string, path: string, call: Call): Promise<Response> {
  let response = await send(server, method, path, call);
  for (let attempt = 1; attempt < 100 && response.status !== 429; attempt += 1) response = await send(server, method, path, call);
  return response;
}

const pathParameter = (operation: Operation) => operation.parameters?.find((parameter) => parameter.in === 'path');

/** An id of the kind the path parameter takes that names no record. */
function unknownValue(schema: Record<string, unknown> | undefined): string | number {
  if (schema?.format === 'uuid') return randomUUID();
  if (schema?.format === 'email') return 'nobody-at-all@example.com';
  return 999_999;
}

/** Why the failures every route documents (failure-answers.ts) are not provoked for each operation here. */
const BREAKS_THE_SERVER = 'provoking it takes a broken or locked database: hostile-input (500) and database-faults (503) do it';

/**
 * A status derived from the success case, when the case leaves it out:
 * 401 without the token, 403 as a staff session without a second factor, 404 with a path id that names nothing, 413 with a body over 100 kB,
 * 415 with the body (an empty one if none) marked as compressed, 400 with a malformed path id, else an empty JSON body, else a malformed
 * sort; 429 is the success call repeated (the test sends it to the server with rate limits until it answers 429).
 */
export function derivedCase(status: string, operation: Operation, success: Provoke): Provoke | string | undefined {
  const parameter = pathParameter(operation);
  const from = (change: (call: Call, records: ConformanceRecords) => Call) => async (records: ConformanceRecords) => change(await success(records), records);
  switch (status) {
    case '401':
      return from((call) => ({ ...call, as: undefined, cookie: undefined }));
    case '403':
      // A staff session without a second factor: every route but those that set one up refuses it (or its role).
      return from((call, records) => ({ ...call, as: records.unenrolledStaff }));
    case '404':
      return parameter && from((call) => ({ ...call, params: { ...call.params, [parameter.name]: unknownValue(parameter.schema) } }));
    case '429':
      return success;
    case '415':
      return operation.requestBody && from((call) => ({ ...call, body: call.body ?? {}, headers: { ...call.headers, 'Content-Encoding': 'gzip' } }));
    case '500':
    case '503':
      return BREAKS_THE_SERVER;
    case '413':
      return operation.requestBody && from((call) => ({ ...call, body: { ...(call.body as object), padding: 'x'.repeat(120_000) } }));
    case '400':
      if (parameter) return from((call) => ({ ...call, params: { ...call.params, [parameter.name]: 'not-an-id' } }));
      if (operation.requestBody) return from((call) => ({ ...call, body: {} }));
      if (operation.parameters?.some((query) => query.name === 'sort')) return from((call) => ({ ...call, query: { ...call.query, sort: 'oops' } }));
      return undefined;
    default:
      return undefined;
  }
}
