import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { parse } from 'yaml';
import { freePort, scrape } from './support/metrics-scrape';
import { startTestServer, TestServer, testDriver } from './support/test-server';

const OPS = join(__dirname, '..', '..', 'ops');
const PROMETHEUS = join(OPS, 'prometheus');
const DASHBOARD = join(OPS, 'grafana', 'blood-donation.json');

/** Served on MySQL/MariaDB only (SQLite's one connection has no queue to count: MetricsServer). */
const ONLY_ON_MYSQL = new Set(['blood_donation_db_pool_waiting']);
/** Series Prometheus makes itself, for each target it scrapes. */
const PROMETHEUS_OWN = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);

/** PromQL's keywords, where they can stand where a metric name could. */
const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'group_left', 'group_right', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers ({…}), ranges ([…]), label
 * lists (by, without, on, ignoring, group_left/right (…)) and Grafana's $variables are taken out, less the functions
 * (a name followed by an opening parenthesis) and the keywords. Numbers (0.95, 1e3) never start a name.
 */
export function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+/g, ' ');
  const names = [...bare.matchAll(/(?<![\w:.])[a-zA-Z_:][\w:]*(?![\w:]|\s*\()/g)].map((match) => match[0]);
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name.toLowerCase())))];
}

/** The sample names a scrape's families make: a histogram's _bucket, _sum and _count; a summary's name, _sum and _count. */
function servedNames(exposition: string): Set<string> {
  const served = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const suffixes = type === 'histogram' ? ['_bucket', '_sum', '_count'] : type === 'summary' ? ['', '_sum', '_count'] : [''];
    for (const suffix of suffixes) served.add(name + suffix);
  }
  return served;
}

function promtool(...args: string[]): string {
  try {
    return execFileSync('promtool', args, { cwd: PROMETHEUS, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    if (failure.code === 'ENOENT') throw new Error('promtool is missing: install Prometheus (Debian: apt-get install prometheus; .ci/run does)');
    throw new Error(`promtool ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`);
  }
}

interface RuleFile {
  groups: { name: string; rules: { alert?: string; record?: string; expr: string }[] }[];
}

/** Every `expr` of the dashboard's panels (rows and nested panels included). */
function dashboardExpressions(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(dashboardExpressions);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === 'expr' && typeof value === 'string' ? [value] : dashboardExpressions(value)));
}

describe('monitoring in ops/: the Prometheus configuration and alerts, and the Grafana dashboard', () => {
  it('finds the metric names of an expression, and nothing else', () => {
    expect(metricNamesIn('histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{status=~"5..", job="$job"}[$__rate_interval]))) / on (instance) group_left b offset 5m > 1e3')).toEqual(['a_bucket', 'b']);
    expect(metricNamesIn('up{job="x"} == 0 and ignoring (le) c:recorded unless d')).toEqual(['up', 'c:recorded', 'd']);
  });

  it('promtool: the configuration and the rules are valid, and the rules pass their unit tests (alerts.test.yml)', () => {
    expect(promtool('check', 'config', 'prometheus.yml')).toMatch(/SUCCESS: prometheus.yml is valid/);
    expect(promtool('check', 'config', 'prometheus.fleet.yml')).toMatch(/SUCCESS: prometheus.fleet.yml is valid/);
    expect(promtool('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
    expect(promtool('test', 'rules', 'alerts.test.yml')).toMatch(/SUCCESS/);
  });

  describe('every metric the alerts and the dashboard read is one the server serves', () => {
    let server: TestServer;
    let served: Set<string>;

    beforeAll(async () => {
      const port = await freePort();
      server = await startTestServer({ METRICS_PORT: String(port) });
      await request(server.url).get('/api/events/all').expect(200);
      const { status, text } = await scrape(port);
      expect(status).toBe(200);
      served = servedNames(text);
    });
    afterAll(() => server.close());

    const unknown = (names: string[]) =>
      names.filter((name) => !served.has(name) && !PROMETHEUS_OWN.has(name) && !(testDriver() === 'sqlite' && ONLY_ON_MYSQL.has(name)));

    it('ops/prometheus/alerts.yml', () => {
      const rules = (parse(readFileSync(join(PROMETHEUS, 'alerts.yml'), 'utf8')) as RuleFile).groups.flatMap((group) => group.rules);
      expect(rules.length).toBeGreaterThanOrEqual(5);
      const alerts = rules.map((rule) => rule.alert);
      for (const alert of ['BloodDonationInstanceDown', 'BloodDonationHighErrorRate', 'BloodDonationSlowAnswers', 'BloodDonationOutboxStuck', 'BloodDonationJobsGivenUp']) expect(alerts).toContain(alert);
      const names = rules.flatMap((rule) => metricNamesIn(rule.expr));
      expect(names).toEqual(expect.arrayContaining(['up', 'http_request_duration_seconds_count', 'http_request_duration_seconds_bucket', 'blood_donation_job_backlog_oldest_seconds', 'blood_donation_job_failures_total']));
      expect(unknown(names)).toEqual([]);
    });

    it('ops/grafana/blood-donation.json', () => {
      const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { uid: string; panels: { id: number; type: string; title: string }[] };
      expect(dashboard.uid).toBe('blood-donation');
      const ids = dashboard.panels.map((panel) => panel.id);
      expect(new Set(ids).size).toBe(ids.length);
      const expressions = dashboardExpressions(dashboard.panels);
      expect(expressions.length).toBeGreaterThanOrEqual(dashboard.panels.filter((panel) => panel.type !== 'row').length);
      const names = expressions.flatMap(metricNamesIn);
      for (const family of ['http_request_duration_seconds', 'nodejs_eventloop_lag', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes', 'blood_donation_db_pool', 'blood_donation_db_query_duration_seconds', 'blood_donation_job_backlog', 'blood_donation_rate_limit_refusals_total', 'blood_donation_logins_total']) {
        expect({ family, read: names.some((name) => name.startsWith(family)) }).toEqual({ family, read: true });
      }
      expect(unknown(names)).toEqual([]);
    });
  });
});
