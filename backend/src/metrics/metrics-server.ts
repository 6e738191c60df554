import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { collectDefaultMetrics } from 'prom-client';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { describeError } from '../errors/describe-error';
import type { JobBacklog } from '../jobs/leased-jobs.repository';
import { LeasedJobWorker } from '../jobs/leased-job-worker';
import { Sweep } from '../jobs/sweep';
import { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** The leased-job workers (outbox, pushes, match waves) and the sweeps, as found among the app's providers. */
type AnyWorker = LeasedJobWorker<never>;

/**
 * The metrics server of METRICS_PORT (none when it is unset): a plain HTTP server of its own, on METRICS_HOST, never
 * the public port, answering GET /metrics in the Prometheus text format. It starts with the module and stops when the
 * app closes (after the public server, in main.ts's graceful stop). Besides what the app counts (Metrics), it serves
 * Node's own figures (event loop lag, heap, RSS, CPU, garbage collection), the database pool and statement times, and
 * the job backlog, read from the database through the job repositories at each scrape.
 */
@Injectable()
export class MetricsServer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;
  /** Ends what observes the app (the statements' timing, the jobs' failures), when it closes. */
  private readonly stopObserving: (() => void)[] = [];
  /** One read of the backlogs per scrape, shared by the gauges that show it. */
  private backlogs: Promise<Map<string, JobBacklog>> | null = null;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly metrics: Metrics,
    private readonly database: Database,
    private readonly discovery: DiscoveryService,
  ) {}

  async onModuleInit(): Promise<void> {
    const { port, host } = this.settings.metrics;
    if (port === null) return;
    collectDefaultMetrics({ register: this.metrics.registry });
    this.observeDatabase();
    this.observeJobs();
    const server = createServer((request, response) => void this.answer(request, response));
    server.listen(port, host);
    try {
      await once(server, 'listening');
    } catch (error) {
      throw new Error(`The metrics server cannot listen on ${host} port ${port} (METRICS_HOST, METRICS_PORT): ${describeError(error)}`);
    }
    this.server = server;
    this.logger.log(`Metrics on http://${host.includes(':') ? `[${host}]` : host}:${port}${METRICS_PATH}`);
  }

  /** Stops taking scrapes; one in progress finishes first. */
  async onModuleDestroy(): Promise<void> {
    for (const stop of this.stopObserving) stop();
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
    if ((request.url ?? '').split('?')[0] !== METRICS_PATH) return void plain(404, `Not found: the metrics are at ${METRICS_PATH}\n`);
    if (request.method !== 'GET' && request.method !== 'HEAD') return void plain(405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    try {
      const text = await this.metrics.registry.metrics();
      response.writeHead(200, { 'Content-Type': this.metrics.registry.contentType, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : text);
    } catch (error) {
      this.logger.error(`Metrics not collected: ${describeError(error)}`);
      if (!response.headersSent) plain(500, 'The metrics could not be collected\n');
    }
  }

  /**
   * The pool's connections as the scrape finds them, and every statement's run time. SQLite has one connection: in use
   * or not; who waits for it is not known there, so blood_donation_db_pool_waiting is served on MySQL/MariaDB only.
   */
  private observeDatabase(): void {
    this.metrics.gauge('db_pool_size', 'Most database connections the pool opens (SQLite: its one connection)', [], (gauge) => {
      gauge.set(this.database.poolUsage().size);
    });
    this.metrics.gauge('db_pool_connections_in_use', 'Database connections running a statement or held by a transaction', [], (gauge) => {
      gauge.set(this.database.poolUsage().inUse);
    });
    if (this.database.driver === 'mysql') {
      this.metrics.gauge('db_pool_waiting', 'Statements and transactions waiting for a free connection of the pool (MySQL/MariaDB)', [], (gauge) => {
        gauge.set(this.database.poolUsage().waiting ?? 0);
      });
    }
    const histogram = this.metrics.queryDuration;
    this.stopObserving.push(this.database.timeStatements((seconds) => histogram.observe(seconds)));
  }

  /**
   * The queues of leased jobs (their table names: outbox_emails, push_messages, match_wave_jobs) and the sweeps, found
   * among the app's providers: their failures are counted as they happen, their backlog read at each scrape.
   */
  private observeJobs(): void {
    const instances = this.discovery.getProviders().map((wrapper) => wrapper.instance as unknown);
    const workers = instances.filter((instance): instance is AnyWorker => instance instanceof LeasedJobWorker);
    const sweeps = instances.filter((instance): instance is Sweep => instance instanceof Sweep);
    const failures = this.metrics.jobFailures;
    for (const worker of workers) {
      const task = worker.queue;
      for (const outcome of ['retried', 'given_up']) failures.inc({ task, outcome }, 0);
      this.stopObserving.push(worker.onFailure((outcome) => failures.inc({ task, outcome })));
    }
    for (const sweep of sweeps) {
      const task = snakeCase(sweep.constructor.name);
      failures.inc({ task, outcome: 'failed' }, 0);
      this.stopObserving.push(sweep.onFailure(() => failures.inc({ task, outcome: 'failed' })));
    }
    const backlogOf = async (): Promise<Map<string, JobBacklog>> => {
      // Both gauges start collecting in the same tick of a scrape: the first reads, the second waits for that read.
      this.backlogs ??= this.readBacklogs(workers).finally(() => (this.backlogs = null));
      return this.backlogs;
    };
    this.metrics.gauge('job_backlog', 'Leased jobs by queue and state: waiting (for their time or a worker), claimed (running), failed (given up, kept until the retention sweep)', ['queue', 'state'], async (gauge) => {
      gauge.reset();
      for (const [queue, backlog] of await backlogOf()) {
        gauge.set({ queue, state: 'waiting' }, backlog.waiting);
        gauge.set({ queue, state: 'claimed' }, backlog.claimed);
        if (backlog.givenUp !== null) gauge.set({ queue, state: 'failed' }, backlog.givenUp);
      }
    });
    this.metrics.gauge('job_backlog_oldest_seconds', 'Seconds since the longest-waiting due job of the queue became due; 0 when none is due', ['queue'], async (gauge) => {
      gauge.reset();
      const now = Date.now();
      for (const [queue, backlog] of await backlogOf()) gauge.set({ queue }, backlog.oldestDueAt ? Math.max(0, (now - backlog.oldestDueAt.getTime()) / 1000) : 0);
    });
  }

  /** One queue after another (a scrape holds at most one connection); a queue that cannot be read is left out. */
  private async readBacklogs(workers: AnyWorker[]): Promise<Map<string, JobBacklog>> {
    const backlogs = new Map<string, JobBacklog>();
    const now = new Date();
    for (const worker of workers) {
      try {
        backlogs.set(worker.queue, await worker.backlog(now));
      } catch (error) {
        this.logger.warn(`Backlog of ${worker.queue} not read: ${describeError(error)}`);
      }
    }
    return backlogs;
  }
}

/** RetentionService → retention_service. */
function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
