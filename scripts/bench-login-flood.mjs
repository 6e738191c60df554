// Login flood benchmark (not a test): how much 16 clients guessing at the login slow everyone else down.
// Starts the built product (SQLite, default argon2id cost) and prints, in one run, the p50 and p95 of
// GET /api/events/all for one client, idle and during a flood, in two tables:
// - wrong passwords to POST /api/auth/login, with the rate limits on (as shipped) and off (RATE_LIMITS=false: every
//   wrong password is hashed, the cost of hashing alone);
// - wrong authenticator codes to POST /api/auth/login/second-factor, rate limits on: 4 donor accounts with an
//   authenticator app (set up through the API), 4 clients each, each with the challengeToken of a password login.
//   Each call comes from an address of its own (X-Forwarded-For, TRUST_PROXY=true), as from a botnet: the per-address
//   limit never refuses, only the per-account one (5 failed tries in 15 minutes), whose count of guesses checked
//   (answered 400) is printed per account. The goal: p50 during the flood ≤ 2× idle, and ≤ 5 guesses per account.
import { mkdtempSync } from 'node:fs';
import { arch, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { generateSync } from 'otplib';
import { startProduct } from './bench/product-server.mjs';
import { buildStale } from './build-stale.mjs';
import { percentile } from './bench/percentiles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3420);
const CLIENTS = 16;
const SAMPLES = 200;
const VICTIMS = 4;
const MAX_GUESSES = 5;
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
 * The flooding clients run in a worker thread of their own: their event loop must not delay the measured client's
 * (they stand for other machines). Each floods until told to stop, then the worker answers its counts of answers.
 */
const PASSWORD_FLOOD = `
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

/** Wrong codes for the victims' second factor, each call from an address of its own; answers counted per victim. */
const CODE_FLOOD = `
const { parentPort, workerData } = require('node:worker_threads');
let flooding = true;
let calls = 0;
const answers = workerData.victims.map(() => ({ 200: 0, 400: 0, 429: 0, other: 0 }));
parentPort.on('message', () => (flooding = false));
const post = async (path, body) => {
  calls += 1;
  const address = '10.' + ((calls >> 16) & 255) + '.' + ((calls >> 8) & 255) + '.' + (calls & 255);
  const response = await fetch(workerData.base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
  return response;
};
const client = async (index) => {
  const victim = index % workerData.victims.length;
  const login = await post('/api/auth/login', workerData.victims[victim]);
  const { challengeToken } = await login.json();
  if (!challengeToken) throw new Error('no challenge for victim ' + victim + ': ' + login.status);
  while (flooding) {
    const code = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    const response = await post('/api/auth/login/second-factor', { challengeToken, code });
    await response.arrayBuffer();
    answers[victim][response.status in answers[victim] ? response.status : 'other'] += 1;
  }
};
Promise.all(Array.from({ length: workerData.clients }, (_, index) => client(index))).then(() => parentPort.postMessage(answers));
`;

/** Runs `measure` while CLIENTS clients flood (`flood`: the worker's code and data); their answers counted. */
async function duringFlood(base, flood, measure) {
  const worker = new Worker(flood.code, { eval: true, workerData: { ...flood.data, base, clients: CLIENTS } });
  const failed = new Promise((_, reject) => worker.once('error', reject));
  await Promise.race([new Promise((resolve) => setTimeout(resolve, 1000)), failed]);
  const result = await Promise.race([measure(), failed]);
  const answers = await Promise.race([
    new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage('stop');
    }),
    failed,
  ]);
  await worker.terminate();
  return { ...result, answers };
}

/** A POST of JSON through the API; its answer's JSON, or an error naming the status. */
async function postJson(base, path, body, token) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** VICTIMS donor accounts, registered and given an authenticator app through the API; their logins. */
async function victimsWithApp(base) {
  const victims = [];
  for (let index = 0; index < VICTIMS; index += 1) {
    const victim = { email: `bench-victim-${index}@example.org`, password: 'bench-victim-pass' };
    await postJson(base, '/api/user/register', {
      ...victim, username: `Bench Victim ${index}`, age: 30, bloodGroup: 'O+', gender: 'female', mobile: '9876543210', confirmPassword: victim.password,
    });
    const { accessToken } = await postJson(base, '/api/auth/login', victim);
    const { secret } = await postJson(base, '/api/user/2fa/totp', {}, accessToken);
    await postJson(base, '/api/user/2fa/totp/confirm', { code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }) }, accessToken);
    const login = await postJson(base, '/api/auth/login', victim);
    if (!login.secondFactorRequired) throw new Error(`${victim.email}: a password login still answers a session`);
    victims.push(victim);
  }
  return victims;
}

/** Starts the product with `env`, lets `prepare` set up the flood ({ code, data }), and measures idle and during it. */
async function run(env, prepare) {
  const server = await startProduct(root, {
    port,
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-flood-')), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', ...env },
  });
  try {
    const flood = await prepare(server.base);
    await eventsLatency(server.base);
    const idle = await eventsLatency(server.base);
    const during = await duringFlood(server.base, flood, () => eventsLatency(server.base));
    return { idle, flood: during };
  } finally {
    await server.stop();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
const timings = ({ idle, flood }) => `${ms(idle.p50)} | ${ms(idle.p95)} | ${ms(flood.p50)} | ${ms(flood.p95)} | ${(flood.p50 / idle.p50).toFixed(2)}`;

buildStale(root);
console.log(`Login flood, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0].model.trim()} (${arch()}), Node ${process.version}`);
console.log(`\nGET /api/events/all, one client, ${SAMPLES} calls; the flood: ${CLIENTS} clients sending wrong passwords\n`);
console.log('| rate limits | idle p50 | idle p95 | flood p50 | flood p95 | ratio p50 | flood answers |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const rateLimits of [true, false]) {
  const measured = await run({ RATE_LIMITS: String(rateLimits) }, async () => ({ code: PASSWORD_FLOOD, data: {} }));
  const answers = Object.entries(measured.flood.answers).filter(([, count]) => count > 0).map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`| ${rateLimits ? 'on' : 'off'} | ${timings(measured)} | ${answers} |`);
}

console.log(`\nGET /api/events/all, one client, ${SAMPLES} calls; the flood: ${CLIENTS} clients sending wrong authenticator codes, ${CLIENTS / VICTIMS} for each of ${VICTIMS} accounts, rate limits on\n`);
console.log('| endpoint | idle p50 | idle p95 | flood p50 | flood p95 | ratio p50 | guesses checked per account (400) | refused (429) |');
console.log('|---|---:|---:|---:|---:|---:|---|---:|');
const measured = await run({ RATE_LIMITS: 'true', TRUST_PROXY: 'true' }, async (base) => ({ code: CODE_FLOOD, data: { victims: await victimsWithApp(base) } }));
const perAccount = measured.flood.answers;
const checked = perAccount.map((answers) => answers[400]);
const refused = perAccount.reduce((sum, answers) => sum + answers[429], 0);
console.log(`| POST /api/auth/login/second-factor | ${timings(measured)} | max ${Math.max(...checked)} (${checked.join(', ')}) | ${refused} |`);
const ratio = measured.flood.p50 / measured.idle.p50;
const lucky = perAccount.reduce((sum, answers) => sum + answers[200], 0);
const other = perAccount.reduce((sum, answers) => sum + answers.other, 0);
const held = ratio <= 2 && perAccount.every((answers) => answers[400] + answers[200] <= MAX_GUESSES);
console.log(
  `\nGoal ${held ? 'held' : 'NOT held'}: other clients' p50 during the flood ${ratio.toFixed(2)}× idle (goal ≤ 2×); at most ${Math.max(...checked)} guesses checked per account in the 15-minute window (goal ≤ ${MAX_GUESSES}); ${lucky} lucky guesses (200), ${other} other answers.`,
);
