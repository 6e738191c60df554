// Runs every check and test of the product, in order, and sums the tests that ran.
// The backend tests and the fleet need MariaDB (the backend step runs on both) and Redis (the shared rate limit counters):
// the servers at TEST_MYSQL_URL and TEST_REDIS_URL, or else a throwaway one of each that this script starts and stops
// (scripts/test-services.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMariadb, startRedis } from './test-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'blood-donation-tests-'));
/** The product's data folder for both Playwright steps. */
const e2eData = mkdtempSync(join(tmpdir(), 'blood-donation-e2e-'));

const jest = (name, workspace, script) => ({
  name,
  command: ['npm', 'run', script, '-w', workspace, '--', '--json', `--outputFile=${join(reports, `${name}.json`)}`],
  report: join(reports, `${name}.json`),
});

const steps = [
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  // The lint's architecture rules fire on the imports they forbid (eslint-plugin-boundaries).
  { name: 'lint-boundaries', command: ['node', '--test', 'tooling/lint-boundaries.test.mjs'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  // The home page's script and style budgets (90 KB and 15 KB gzip, issue 11): the build's files, measured.
  { name: 'size', command: ['npm', 'run', 'size', '-w', 'public-site'] },
  jest('domain', 'domain', 'test'),
  jest('public-site', 'public-site', 'test'),
  jest('admin-panel', 'admin-panel', 'test'),
  // The API's HTTP tests on SQLite and on MariaDB, one jest run, a file per core (backend/jest.config.js).
  jest('backend', 'backend', 'test:drivers'),
  // What measures the server's memory and answer delays, on both drivers, alone (backend/jest.config.js).
  jest('backend-measured', 'backend', 'test:measured'),
  // The fleet (issue 26): the compose files and the proxy's configuration check, and three built servers on MariaDB
  // and Redis behind haproxy under load and failure (scripts/fleet/harness.mjs): one file, one fleet, at a time.
  {
    name: 'fleet',
    command: ['node', '--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${join(reports, 'fleet.tap')}`, 'scripts/fleet/*.test.mjs'],
    report: join(reports, 'fleet.tap'),
  },
  // The flows one at a time, then the read-only screen walk two at a time (e2e/package.json), on one data folder: the
  // walk reads the lists the flows filled.
  ...['flows', 'screens'].map((part) => ({
    name: `e2e-${part}`,
    command: ['npm', 'run', `test:${part}`, '-w', 'e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `e2e-${part}.json`), E2E_DATA_DIR: e2eData },
    report: join(reports, `e2e-${part}.json`),
  })),
];

/** Passed and failed counts from a jest --json or Playwright json report, or node --test's TAP. */
function countTests(report) {
  if (!report || !existsSync(report)) return { passed: 0, failed: 0 };
  if (report.endsWith('.tap')) {
    const tap = readFileSync(report, 'utf8');
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
    return { passed: count('pass'), failed: count('fail') };
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if ('numPassedTests' in json) return { passed: json.numPassedTests, failed: json.numFailedTests };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are: ${steps.map((step) => step.name).join(' ')}`);
  process.exit(2);
}
const selected = steps.filter((candidate) => only.length === 0 || only.includes(candidate.name));

const services = [];
let current = null;
/** Ends what this script started: on Ctrl-C, a kill, or an error, as at the normal end. */
function stopOnSignal(signal) {
  // The step runs in a process group of its own (npm does not pass a signal on to jest or Playwright): end it whole.
  if (current?.pid) {
    try {
      process.kill(-current.pid, signal);
    } catch {
      // already gone
    }
  }
  void Promise.all(services.map((running) => running.stop())).finally(() => process.exit(130));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, stopOnSignal);
process.once('exit', () => services.forEach((running) => running.kill()));

const env = { ...process.env };
try {
  const backend = selected.some((step) => step.name.startsWith('backend') || step.name === 'fleet');
  if (selected.some((step) => ['backend', 'backend-measured', 'fleet'].includes(step.name)) && !env.TEST_MYSQL_URL) {
    const mariadb = await startMariadb();
    services.push(mariadb);
    env.TEST_MYSQL_URL = mariadb.url;
    console.log(`MariaDB for the tests at ${mariadb.url} (throwaway; set TEST_MYSQL_URL to use another)`);
  }
  if (backend && !env.TEST_REDIS_URL) {
    const redis = await startRedis();
    services.push(redis);
    env.TEST_REDIS_URL = redis.url;
    console.log(`Redis for the tests at ${redis.url} (throwaway; set TEST_REDIS_URL to use another)`);
  }
} catch (error) {
  console.error(error.message);
  await Promise.all(services.map((running) => running.stop()));
  process.exit(1);
}

function run(step) {
  return new Promise((resolve) => {
    current = spawn(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit', env: { ...env, ...step.env }, detached: true });
    current.once('error', () => resolve(1));
    current.once('exit', (code) => resolve(code));
  });
}

const summary = [];
for (const step of selected) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const status = await run(step);
  const counts = countTests(step.report);
  summary.push({ ...step, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000), ...counts });
}
current = null;
await Promise.all(services.map((running) => running.stop()));
services.length = 0;

console.log('\n=== summary');
for (const step of summary) {
  const tests = step.report ? ` (${step.passed} passed, ${step.failed} failed)` : '';
  console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name}${tests} ${step.seconds}s`);
}
const passed = summary.reduce((sum, step) => sum + step.passed, 0);
const failed = summary.reduce((sum, step) => sum + step.failed, 0);
const failedSteps = summary.filter((step) => !step.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 || passed === 0 ? 1 : 0);
