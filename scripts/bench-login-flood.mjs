// Login flood benchmark (not a test): how much 16 clients sending wrong passwords slow everyone else down.
// Starts the built product (SQLite, default argon2id cost) and prints, in one run, the p50 and p95 of
// GET /api/events/all for one client, idle and during the flood — with the rate limits on (as shipped) and off
// (RATE_LIMITS=false: every wrong password is hashed, the cost of hashing alone).
import { mkdtempSync } from 'node:fs';
import { arch, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startProduct } from './bench/product-server.mjs';
import { buildStale } from './build-stale.mjs';
import { percentile } from './bench/percentiles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3420);
const CLIENTS = 16;
const SAMPLES = 200;
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-pass' };


/** p50 and p95 (ms) of SAMPLES sequential calls of GET /api/events/all. */
async function eventsLatency(base) {
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/events/all`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * The flooding clients, in a worker thread of their own: their event loop must not delay the measured client's
 * (they stand for other machines). Sends wrong passwords as fast as they are answered until told to stop.
 */
const FLOOD = `
const { parentPort, workerData } = require('node:worker_threads');
let flooding = true;
const answers = { 401: 0, 429: 0, other: 0 };
parentPort.on('message', () => (flooding = false));
const client = async (index) => {
  while (flooding) {
    const response = await fetch(workerData.base + '/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'victim' + (index % 4) + '@example.org', password: 'guess ' + Math.random() }),
    });
    await response.arrayBuffer();
    answers[response.status in answers ? response.status : 'other'] += 1;
  }
};
Promise.all(Array.from({ length: workerData.clients }, (_, index) => client(index))).then(() => parentPort.postMessage(answers));
`;

/** Runs `measure` while CLIENTS clients send wrong passwords; their answers counted. */
async function duringFlood(base, measure) {
  const worker = new Worker(FLOOD, { eval: true, workerData: { base, clients: CLIENTS } });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = await measure();
  const answers = await new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage('stop');
  });
  await worker.terminate();
  return { ...result, answers };
}

async function run(rateLimits) {
  const server = await startProduct(root, {
    port,
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-flood-')), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMITS: String(rateLimits), LOG_LEVEL: 'warn' },
  });
  try {
    await eventsLatency(server.base);
    const idle = await eventsLatency(server.base);
    const flood = await duringFlood(server.base, () => eventsLatency(server.base));
    return { idle, flood };
  } finally {
    await server.stop();
  }
}

buildStale(root);
console.log(`Login flood, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0].model.trim()} (${arch()}), Node ${process.version}`);
console.log(`\nGET /api/events/all, one client, ${SAMPLES} calls; the flood: ${CLIENTS} clients sending wrong passwords\n`);
console.log('| rate limits | idle p50 | idle p95 | flood p50 | flood p95 | ratio p50 | flood answers |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const rateLimits of [true, false]) {
  const { idle, flood } = await run(rateLimits);
  const answers = Object.entries(flood.answers).filter(([, count]) => count > 0).map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`| ${rateLimits ? 'on' : 'off'} | ${idle.p50.toFixed(1)} ms | ${idle.p95.toFixed(1)} ms | ${flood.p50.toFixed(1)} ms | ${flood.p95.toFixed(1)} ms | ${(flood.p50 / idle.p50).toFixed(2)} | ${answers} |`);
}
