// Throughput benchmark (not a test): requests per second the product serves, side by side with a bare node:http
// server sending the very same bytes, in one run. The product runs as npm start runs it, with request logging on
// (LOG_LEVEL info, written to /dev/null) and the rate limits off; both answer on loopback to autocannon.
// Targets: GET /api/events/all (20 events) and the public site's main script (brotli, as a browser gets it).
// Goals: the product at least 0.6 and 0.8 of the bare server. A third row is what a browser or a reverse proxy that
// kept the list costs when it asks again (If-None-Match with the list's ETag: 304, no body).
import { mkdtempSync, rmSync } from 'node:fs';
import { arch, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { adminSession } from './bench/admin-session.mjs';
import { expectCall } from './bench/api-call.mjs';
import { rawGet, startBareServer } from './bench/bare-server.mjs';
import { startProduct } from './bench/product-server.mjs';
import { buildStale } from './build-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3430);
const barePort = port + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-pass' };
const ACCEPT = { 'accept-encoding': 'br, gzip' };

/** Requests per second (mean) of CONNECTIONS keep-alive connections for `seconds`; every answer must be a 200 (a 304 when asked again). */
async function throughput(url, seconds, headers) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { ...ACCEPT, ...headers } });
  const expected = headers?.['if-none-match'] ? '3xx' : '2xx';
  const unexpected = ['1xx', '2xx', '3xx', '4xx', '5xx'].filter((range) => range !== expected).reduce((sum, range) => sum + result[range], 0);
  if (unexpected > 0 || result.errors > 0) throw new Error(`${url}: ${unexpected} answers not ${expected}, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * Both servers for SECONDS each, in halves and in the order product, bare, bare, product: a machine whose load
 * changes during the run (other work beside it) weighs on both sides alike.
 */
async function sideBySide(productUrl, bareUrl, headers) {
  const half = SECONDS / 2;
  const productFirst = await throughput(productUrl, half, headers);
  const bareFirst = await throughput(bareUrl, half, headers);
  const bareSecond = await throughput(bareUrl, half, headers);
  const productSecond = await throughput(productUrl, half, headers);
  return { productRate: (productFirst + productSecond) / 2, bareRate: (bareFirst + bareSecond) / 2 };
}

/** The product's data folder, removed at the end. */
const dataDir = mkdtempSync(join(tmpdir(), 'bench-throughput-'));

buildStale(root);
const product = await startProduct(root, {
  port,
  env: { DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMITS: 'false', LOG_LEVEL: 'info' },
});
let bare;
try {
  const { accessToken: token } = await adminSession(product.base, admin.email, admin.password);
  for (let n = 1; n <= 20; n += 1) {
    const event = { name: `Blood Drive ${n}`, location: `Town Hall ${n}, Pune`, dateTime: new Date(Date.UTC(2027, 0, n, 9, 30)).toISOString(), organizer: 'Red Cross Pune', description: 'Walk in between 9:30 and 16:00. Bring an ID and eat well before you come.' };
    await expectCall(product.base, 'POST', '/api/events', { token, body: event });
  }
  const page = (await rawGet(`${product.base}/`)).body.toString();
  // The page names its scripts in a JSON list the after-paint loader reads (the first is the entry), or in a script tag.
  const mainScript = (/<script type="application\/json" id="page-scripts">\["([^"]+\.js)"/.exec(page) ?? /<script[^>]+src="([^"]+\.js)"/.exec(page))[1];
  const targets = [
    { label: 'GET /api/events/all (20 events)', path: '/api/events/all', goal: 0.6 },
    { label: `GET ${mainScript} (main script, br)`, path: mainScript, goal: 0.8 },
  ];
  const answers = {};
  for (const target of targets) {
    answers[target.path] = await rawGet(`${product.base}${target.path}`, ACCEPT);
    if (answers[target.path].status !== 200) throw new Error(`${target.path}: ${answers[target.path].status}`);
  }
  // For comparison, not a goal: a browser or proxy that kept the list asking whether it changed (the list is still
  // read and serialised to compare; only the sending is saved).
  const { etag } = answers['/api/events/all'].headers;
  if (!etag) throw new Error('GET /api/events/all: no ETag');
  targets.push({ label: 'GET /api/events/all, If-None-Match its ETag (304)', path: '/api/events/all', headers: { 'if-none-match': etag }, goal: null, notModified: true });
  bare = await startBareServer(answers, { port: barePort });

  console.log(`Throughput, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0].model.trim()} (${arch()}), Node ${process.version}`);
  console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s each (halves: product, bare, bare, product); the product with request logging on\n`);
  console.log('| target | bytes sent | product req/s | bare node:http req/s | ratio | goal |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const target of targets) {
    const { productRate, bareRate } = await sideBySide(`${product.base}${target.path}`, `${bare.url}${target.path}`, target.headers);
    const answer = answers[target.path];
    const encoding = answer.headers['content-encoding'] ? ` ${answer.headers['content-encoding']}` : '';
    const goal = target.goal === null ? '—' : `≥ ${target.goal}`;
    const bytes = target.notModified ? '0 (304)' : `${answer.body.length}${encoding}`;
    console.log(`| ${target.label} | ${bytes} | ${productRate.toFixed(0)} | ${bareRate.toFixed(0)} | ${(productRate / bareRate).toFixed(2)} | ${goal} |`);
  }
} finally {
  bare?.child.kill();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
