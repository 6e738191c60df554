import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RateLimitName } from '../errors/too-many-requests.exception';

/** The product's own metrics' prefix; the HTTP histogram and Node's figures keep their usual names. */
export const METRICS_PREFIX = 'blood_donation_';

/**
 * How a login ended: a session started (by password, password and second factor, or passkey), a wrong password (or
 * an unknown email: the same answer), or a second factor asked for. A login the account's waits refuse (429) is
 * counted once, as a refusal of the limit login_account (countRefusal).
 */
export const LOGIN_OUTCOMES = ['success', 'wrong_password', 'second_factor_required'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

const RATE_LIMITS: RateLimitName[] = ['address', 'login_account', 'second_factor'];

/** Seconds: from a cached list's 2 ms to a slow export's 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds, as the drivers time statements: in whole milliseconds. */
const STATEMENT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's metrics, in a registry of its own (several apps in one process, as in the tests, never share a metric).
 * Counting costs a few additions; they are served only when METRICS_PORT is set (MetricsServer, which also adds
 * Node's figures and the ones read from the database when scraped). No label ever holds a person, an address or a
 * raw path: routes are their templates, logins their outcome only.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template (unmatched for unknown paths, static for the web apps) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly queryDuration = new Histogram({
    name: `${METRICS_PREFIX}db_query_duration_seconds`,
    help: 'Run time of the database statements that succeeded',
    buckets: STATEMENT_BUCKETS,
    registers: [this.registry],
  });

  private readonly logins = new Counter({
    name: `${METRICS_PREFIX}logins_total`,
    help: 'Login attempts by outcome: success, wrong_password, second_factor_required (refused ones: blood_donation_rate_limit_refusals_total)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly rateLimitRefusals = new Counter({
    name: `${METRICS_PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused with 429, by limit: address (a route\'s calls per client address), login_account, second_factor',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: `${METRICS_PREFIX}job_failures_total`,
    help: 'Failed background work by task (a queue of leased jobs, or a sweep) and outcome: retried or given_up (a job), failed (a sweep run)',
    // Not `job`: Prometheus gives every scraped series a `job` label of its own (the scrape job's name).
    labelNames: ['task', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Every series from the start, at 0, so that rates and alerts see the first one.
    for (const outcome of LOGIN_OUTCOMES) this.logins.inc({ outcome }, 0);
    for (const limit of RATE_LIMITS) this.rateLimitRefusals.inc({ limit }, 0);
  }

  countLogin(outcome: LoginOutcome): void {
    this.logins.inc({ outcome });
  }

  countRefusal(limit: RateLimitName): void {
    this.rateLimitRefusals.inc({ limit });
  }

  /** A gauge read when the metrics are scraped (`collect` sets its values). */
  gauge<Label extends string>(name: string, help: string, labelNames: readonly Label[], collect: (gauge: Gauge<Label>) => Promise<void> | void): Gauge<Label> {
    return new Gauge({
      name: `${METRICS_PREFIX}${name}`,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        return collect(this);
      },
    });
  }
}
