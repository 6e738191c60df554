import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT } from './support/product';

// A second product of its own, started as the README says (`npm start`), so that stopping it leaves the suite's alone.
const STOP_PORT = PORT + 57;
const OWNER = { email: 'shutdown-owner@e2e.test', password: 'Shutdown-pass-1' };

/** True once `check` holds, trying every 100 ms for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const answers = async (path: string) => {
  try {
    return (await fetch(`http://127.0.0.1:${STOP_PORT}${path}`)).ok;
  } catch {
    return false;
  }
};

const refused = async () => {
  try {
    await fetch(`http://127.0.0.1:${STOP_PORT}/api/health/live`);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
};

/** True while any process of the group `pid` still runs. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.describe('npm start stops gracefully', () => {
  test.setTimeout(300_000);
  let product: ChildProcess;

  test.afterAll(() => {
    if (product?.pid && groupAlive(product.pid)) process.kill(-product.pid, 'SIGKILL');
  });

  test('on SIGTERM it finishes the request in flight, refuses new connections, and every process exits within 10 s', async () => {
    product = spawn('npm', ['start'], {
      cwd: join(__dirname, '..', '..'),
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(STOP_PORT),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'blood-donation-shutdown-')),
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        RATE_LIMITS: 'false',
      },
    });
    const exited = new Promise<number | null>((resolve) => product.once('exit', (code) => resolve(code)));
    expect(await eventually(() => answers('/api/health'), 240_000)).toBe(true);

    // A login whose body is half sent: in flight when the signal comes.
    const body = JSON.stringify({ email: OWNER.email, password: OWNER.password });
    const login = httpRequest({ host: '127.0.0.1', port: STOP_PORT, method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      login.on('response', (response: IncomingMessage) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      login.on('error', reject);
    });
    login.write(body.slice(0, 10));
    await new Promise<void>((resolve) => login.once('socket', (socket) => (socket.connecting ? socket.once('connect', resolve) : resolve())));

    const signalled = Date.now();
    process.kill(product.pid!, 'SIGTERM');
    expect(await eventually(refused, 20_000)).toBe(true);

    login.end(body.slice(10));
    const { status, text } = await answered;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ email: OWNER.email, accessToken: expect.any(String) });

    expect(await exited).toBe(0);
    expect(await eventually(async () => !groupAlive(product.pid!), 10_000)).toBe(true);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });
});
