import type { QueryRunner } from 'typeorm';
import { inClientSpan, tracingOn } from '../tracing/spans';

/** A statement's first word, upper case (SELECT, INSERT, BEGIN …), as mysql2's instrumentation names its spans. */
const operationOf = (sql: string): string => /^\s*([A-Za-z]+)/.exec(sql)?.[1].toUpperCase() ?? 'SQL';

/**
 * With tracing on, each statement of the SQLite connection's one query runner is a client span under the request or
 * job that sent it (better-sqlite3 has no OpenTelemetry instrumentation, mysql2 has one): its SQL text, which uses
 * placeholders, never its parameters. Off, the runner is left as it is.
 */
export function traceSqliteStatements(runner: QueryRunner): QueryRunner {
  if (!tracingOn()) return runner;
  const query = runner.query.bind(runner) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
  runner.query = ((sql: string, ...rest: unknown[]) => {
    const operation = operationOf(sql);
    return inClientSpan(operation, { 'db.system.name': 'sqlite', 'db.operation.name': operation, 'db.query.text': sql }, () => query(sql, ...rest));
  }) as QueryRunner['query'];
  return runner;
}
