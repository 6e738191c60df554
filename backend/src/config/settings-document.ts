import { SITE_SETTINGS } from '@blood-donation/domain';
import { SETTINGS } from './settings.definitions';

/** One row of a Markdown table: a `|` inside a cell would end it. */
const row = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

/**
 * docs/settings.md, made from the settings' definitions (the server's and the public site's build), so the page and
 * the code cannot disagree: `npm run settings:doc -w backend` writes it and test/settings-document.spec.ts fails
 * while the committed file is not what this makes.
 */
export function settingsDocument(): string {
  const server = Object.entries(SETTINGS).map(([name, definition]) => {
    const fallback = 'default' in definition ? String(definition.default) : (definition.defaultText ?? '');
    return row([`\`${name}\``, definition.description, fallback]);
  });
  const site = Object.entries(SITE_SETTINGS).map(([name, definition]) => row([`\`${name}\``, definition.description, definition.default]));
  return [
    '# Settings',
    '',
    '<!-- Generated from backend/src/config/settings.definitions.ts and domain/src/site-settings.ts by',
    '     `npm run settings:doc -w backend`; a backend test fails while this file is out of date. Do not edit by hand. -->',
    '',
    'Every setting is read from the environment and checked at start; a bad value stops the process with one line',
    'naming the variable and what it expects.',
    '',
    '| Variable | Meaning | Default |',
    '| --- | --- | --- |',
    ...server,
    '',
    '## Traces (read by the OpenTelemetry SDK)',
    '',
    'OpenTelemetry\'s own variables, read by its SDK when the server starts (docs/operations.md, Traces); the server does',
    'not check them.',
    '',
    '| Variable | Meaning | Default |',
    '| --- | --- | --- |',
    row([
      '`OTEL_EXPORTER_OTLP_ENDPOINT`',
      'Base URL of an OTLP/HTTP receiver (an OpenTelemetry Collector, Jaeger, Tempo …), such as http://localhost:4318: set, each request, leased-job run and sweep is a trace sent to its /v1/traces (JSON), and each log line written within one carries its traceId and spanId. Unset: no tracing, and no OpenTelemetry package is even loaded.',
      '(no traces)',
    ]),
    row(['`OTEL_SERVICE_NAME`', 'The service.name of the traces.', 'blood-donation']),
    row([
      '`OTEL_…`',
      'The SDK\'s other standard variables, such as OTEL_EXPORTER_OTLP_HEADERS (a token for the receiver), OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (the whole URL instead), OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG, OTEL_RESOURCE_ATTRIBUTES, OTEL_BSP_SCHEDULE_DELAY, OTEL_SDK_DISABLED. OTEL_EXPORTER_OTLP_PROTOCOL is not read: always http/json.',
      'the SDK\'s',
    ]),
    '',
    '## Site settings (read when the public site is built)',
    '',
    'Who runs the site: the organisation\'s contact details and its founder. They are written into the public site by',
    '`npm run build` (and by `npm start` when it builds); the defaults are sample values for a fresh clone: set them',
    'before building for a real organisation.',
    '',
    '| Variable | What it is | Default |',
    '| --- | --- | --- |',
    ...site,
    '',
    '## Read by the tests',
    '',
    '| Variable | Meaning | Default |',
    '| --- | --- | --- |',
    row(['`TEST_MYSQL_URL`', "MariaDB/MySQL server for the backend's MariaDB tests (each test file makes and drops its own database).", 'a throwaway MariaDB that `npm test` starts']),
    row(['`TEST_REDIS_URL`', "Redis server for the shared rate limit counters' test.", 'a throwaway Redis that `npm test` starts']),
    row([
      '`NODE_EXTRA_CA_CERTS`',
      "Node's own: the test-only CA (`backend/test/support/push-receiver/ca.pem`) that makes the backend trust the tests' local HTTPS push receiver. Read only when a process starts, so the backend's test scripts set it on jest's command line; a plain `npx jest test/push.e2e-spec.ts` needs it set by hand.",
      'set by `npm test -w backend`, `test:drivers`, `test:sqlite`, `test:mysql`',
    ]),
    row(['`CHROMIUM_PATH`', 'Chromium for Playwright and the benchmarks.', '/usr/bin/chromium']),
    row(['`E2E_PORT`', 'Port of the product Playwright starts.', '3100']),
    '',
  ].join('\n');
}
