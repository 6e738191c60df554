import { expect, test } from './support/fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT } from './support/product';

// Products of their own, started as the README says (`npm start`), so that stopping them leaves the suite's alone.
const OWNER = { email: 'shutdown-owner@e2e.test', password: 'Shutdown-pass-1' };
/** The server's own limit (backend/src/main.ts): still busy this long after the signal, it exits with 1. */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** Node's default keep-alive timeout: an idle connection the server did not close itself would hold it this long. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** True once `check` holds, trying every 100 ms for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** True while any process of the group `pid` still runs. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Product {
  port: number;
  npm: ChildProcess;
  /** npm's exit code, and when it exited. */
  exited: Promise<{ code: number | null; at: number }>;
  /** What the product printed so far (for failure messages). */
  output: () => string;
}

const started: Product[] = [];

/** `npm start` on `port` with a fresh data folder, in a process group of its own; resolves once /api/health answers. */
async function startProduct(port: number): Promise<Product> {
  let output = '';
  const npm = spawn('npm', ['start'], {
    cwd: join(__dirname, '..', '..'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'blood-donation-shutdown-')),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'info',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  npm.stdout!.on('data', keep);
  npm.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => npm.once('exit', (code) => resolve({ code, at: Date.now() })));
  const product = { port, npm, exited, output: () => output };
  started.push(product);
  const healthy = await eventually(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    } catch {
      return false;
    }
  }, 240_000);
  expect(healthy, `the product on :${port} did not answer /api/health:\n${output}`).toBe(true);
  return product;
}

/** True once a new connection to the product is refused. */
async function refused(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health/live`, { headers: { Connection: 'close' } });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

/**
 * A login over a keep-alive connection whose body is only half sent: in flight, from the server's side, until `finish`
 * sends the rest (or forever).
 */
async function loginInFlight(port: number, agent: Agent) {
  const body = JSON.stringify({ email: OWNER.email, password: OWNER.password });
  const login: ClientRequest = httpRequest({
    host: '127.0.0.1',
    port,
    agent,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const socket = new Promise<Socket>((resolve) => login.once('socket', (s: Socket) => (s.connecting ? s.once('connect', () => resolve(s)) : resolve(s))));
  const answered = new Promise<{ status: number; text: string; at: number }>((resolve, reject) => {
    login.on('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, at: Date.now() }));
    });
    login.on('error', reject);
  });
  answered.catch(() => undefined); // the deadline test never lets it answer
  login.write(body.slice(0, 10));
  const connected = await socket;
  const socketClosed = new Promise<number>((resolve) => connected.once('close', () => resolve(Date.now())));
  return { answered, socketClosed, finish: () => login.end(body.slice(10)), abort: () => login.destroy() };
}

test.describe('npm start stops gracefully', () => {
  test.setTimeout(300_000);

  test.afterAll(() => {
    for (const { npm } of started) if (npm.pid && groupAlive(npm.pid)) process.kill(-npm.pid, 'SIGKILL');
  });

  test('on SIGTERM it refuses new connections, finishes the request in flight, closes its connection and every process exits with 0', async () => {
    const product = await startProduct(PORT + 57);
    const agent = new Agent({ keepAlive: true });
    const login = await loginInFlight(product.port, agent);

    process.kill(product.npm.pid!, 'SIGTERM');
    expect(await eventually(() => refused(product.port), 20_000), product.output()).toBe(true);

    login.finish();
    const { status, text, at: answeredAt } = await login.answered;
    expect(status, text).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ email: OWNER.email, accessToken: expect.any(String) });

    // The keep-alive connection is closed by the server once its request is done, not left to its idle timeout.
    const closedAt = await login.socketClosed;
    expect(closedAt - answeredAt).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS - 1_000);

    // 0 means it stopped by itself, before its 10 s deadline (the next test shows the deadline ends it with 1).
    const { code } = await product.exited;
    expect(code, product.output()).toBe(0);
    expect(product.output()).toContain('SIGTERM: no new connections');
    expect(await eventually(async () => !groupAlive(product.npm.pid!), 10_000), 'a process of npm start is left').toBe(true);
    agent.destroy();
  });

  test('on SIGINT, a request still in flight 10 s later is cut off: every process exits with 1', async () => {
    const product = await startProduct(PORT + 58);
    const agent = new Agent({ keepAlive: true });
    const login = await loginInFlight(product.port, agent); // its body never completes

    const signalled = Date.now();
    process.kill(product.npm.pid!, 'SIGINT');
    expect(await eventually(() => refused(product.port), 20_000), product.output()).toBe(true);

    const { code, at } = await product.exited;
    login.abort();
    agent.destroy();
    expect(code, product.output()).toBe(1);
    expect(product.output()).toContain('Still busy 10 s after SIGINT');
    // Not before the deadline (timers never fire early; 100 ms for clock rounding), and not long after it.
    expect(at - signalled).toBeGreaterThanOrEqual(SHUTDOWN_DEADLINE_MS - 100);
    expect(at - signalled).toBeLessThan(SHUTDOWN_DEADLINE_MS + 20_000);
    expect(await eventually(async () => !groupAlive(product.npm.pid!), 10_000), 'a process of npm start is left').toBe(true);
  });
});
