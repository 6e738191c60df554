// Runs every check and test of the product, in order, and sums the tests that ran.
// Needs MariaDB for the backend's second run: TEST_MYSQL_URL (default mysql://root@127.0.0.1:3306).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'blood-donation-tests-'));

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
  jest('domain', 'domain', 'test'),
  jest('public-site', 'public-site', 'test'),
  jest('admin-panel', 'admin-panel', 'test'),
  jest('backend-sqlite', 'backend', 'test:sqlite'),
  jest('backend-mysql', 'backend', 'test:mysql'),
  {
    name: 'e2e',
    command: ['npm', 'test', '-w', 'e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    report: join(reports, 'e2e.json'),
  },
];

/** Passed and failed counts from a jest --json or Playwright json report. */
function countTests(report) {
  if (!report || !existsSync(report)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if ('numPassedTests' in json) return { passed: json.numPassedTests, failed: json.numFailedTests };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
}

const only = process.argv.slice(2);
const summary = [];
for (const step of steps.filter((candidate) => only.length === 0 || only.includes(candidate.name))) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const counts = countTests(step.report);
  summary.push({ ...step, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000), ...counts });
}

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
