// Throughput benchmark (not a test): requests per second the product serves, side by side with a bare node:http
// server sending the very same bytes, in one run. The product runs as npm start runs it, with request logging on
// (LOG_LEVEL info, written to /dev/null) and the rate limits off; both answer on loopback to autocannon.
// Targets: GET /api/events/all (20 events) and the public site's main script (brotli, as a browser gets it).
// Goals: the product at least 0.6 and 0.8 of the bare server. A third row is what a browser or a reverse proxy that
// kept the list costs when it asks again (If-None-Match with the list's ETag: 304, no body).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { arch, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startProduct } from './bench/product-server.mjs';
import { buildStale } from './build-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3430);
const barePort = port + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-pass' };
const ACCEPT = { 'accept-encoding': 'br, gzip' };

/** One GET with the bytes and headers as sent. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** The bare server, in a process of its own like the product: each path answers its recorded status, headers and bytes. */
async function startBareServer(answers) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  temporary.push(folder);
  const recorded = Object.entries(answers).map(([path, answer], index) => {
    writeFileSync(join(folder, String(index)), answer.body);
    // Every header the product sent (security headers, X-Request-Id, Content-*, Vary, Cache-Control, ETag), but those
    // node:http writes itself (Date, Connection, Keep-Alive) or that describe the product's framing (chunked).
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));
    return { path, file: join(folder, String(index)), headers };
  });
  const source = `
    const { createServer } = require('node:http');
    const { readFileSync } = require('node:fs');
    const answers = new Map(${JSON.stringify(recorded)}.map((answer) => [answer.path, { headers: answer.headers, body: readFileSync(answer.file) }]));
    createServer((req, res) => {
      const answer = answers.get(req.url);
      if (!answer) { res.writeHead(404).end(); return; }
      if (answer.headers.etag && req.headers['if-none-match'] === answer.headers.etag) {
        const { 'content-length': _length, 'content-type': _type, 'content-encoding': _encoding, ...notModified } = answer.headers;
        res.writeHead(304, notModified).end();
        return;
      }
      res.writeHead(200, answer.headers).end(answer.body);
    }).listen(${barePort}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

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

/** Folders this run made (the product's data, the bare server's bodies), removed at the end. */
const temporary = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-throughput-'));
temporary.push(dataDir);

buildStale(root);
const product = await startProduct(root, {
  port,
  env: { DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMITS: 'false', LOG_LEVEL: 'info' },
});
let bare;
try {
  const token = await product.login(admin.email, admin.password);
  for (let n = 1; n <= 20; n += 1) {
    const event = { name: `Blood Drive ${n}`, location: `Town Hall ${n}, Pune`, dateTime: new Date(Date.UTC(2027, 0, n, 9, 30)).toISOString(), organizer: 'Red Cross Pune', description: 'Walk in between 9:30 and 16:00. Bring an ID and eat well before you come.' };
    const created = await fetch(`${product.base}/api/events`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(event) });
    if (!created.ok) throw new Error(`creating an event: ${created.status}`);
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
  bare = await startBareServer(answers);

  console.log(`Throughput, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0].model.trim()} (${arch()}), Node ${process.version}`);
  console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s each (halves: product, bare, bare, product); the product with request logging on\n`);
  console.log('| target | bytes sent | product req/s | bare node:http req/s | ratio | goal |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const target of targets) {
    const { productRate, bareRate } = await sideBySide(`${product.base}${target.path}`, `http://127.0.0.1:${barePort}${target.path}`, target.headers);
    const answer = answers[target.path];
    const encoding = answer.headers['content-encoding'] ? ` ${answer.headers['content-encoding']}` : '';
    const goal = target.goal === null ? '—' : `≥ ${target.goal}`;
    const bytes = target.notModified ? '0 (304)' : `${answer.body.length}${encoding}`;
    console.log(`| ${target.label} | ${bytes} | ${productRate.toFixed(0)} | ${bareRate.toFixed(0)} | ${(productRate / bareRate).toFixed(2)} | ${goal} |`);
  }
} finally {
  bare?.kill();
  await product.stop();
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
}
