// Once, on SQLite (jest.config.js runs *.sqlite.e2e-spec.ts in the sqlite project alone): how the server process stops
// on SIGTERM is the same on either database. The server runs as its own process, as `npm start` runs it.
import { connect, type Socket } from 'node:net';
import request from 'supertest';
import { freePort, ServerProcess, serverEnv } from './support/server-process';
import { eventually } from './support/tcp-proxy';
import { createTestStorage, type TestStorage } from './support/test-server';
import { transpiledBackend } from './support/transpiled-backend';

const LIVE = 'GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n';

/** A TCP connection to the server, connected. */
async function open(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

/** What the server sent on `socket` until it closed it (or `timeoutMs` passed: null). */
function untilClosed(socket: Socket, timeoutMs = 10_000): Promise<string | null> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined); // a reset: closed all the same
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

describe('stopping on SIGTERM', () => {
  let backend: ReturnType<typeof transpiledBackend>;
  let storage: TestStorage;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    backend = transpiledBackend();
    storage = await createTestStorage();
  });
  afterEach(async () => {
    await server?.stop();
  });
  afterAll(async () => {
    await storage?.dispose();
    backend?.dispose();
  });

  it('with SHUTDOWN_DRAIN_SECONDS, fails readiness at once and serves on (new connections too) until the drain ends, then stops', async () => {
    const port = await freePort();
    server = new ServerProcess(backend.main, { ...serverEnv(storage, storage.database, port), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_SECONDS: '2' });
    const url = `http://127.0.0.1:${port}`;
    expect(await eventually(async () => !server!.running || (await request(url).get('/api/health')).status === 200, 60_000)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await eventually(async () => server!.output.includes('SIGTERM: readiness answers 503'), 10_000)).toBe(true);
    const readiness = await request(url).get('/api/health');
    expect(readiness.status).toBe(503);
    expect(readiness.body).toMatchObject({ statusCode: 503 });
    await request(url).get('/api/health/live').expect(200);
    await request(url).get('/api/events/all').expect(200);
    expect(server.output).not.toContain('SIGTERM: no new connections');

    expect(await server.exited).toBe(0);
    expect(server.output).toContain('SIGTERM: no new connections');
  });

  it("answers a request that reaches a connection accepted before the stop (a proxy's request on its way), and ends a kept-alive connection between requests at once", async () => {
    const port = await freePort();
    server = new ServerProcess(backend.main, { ...serverEnv(storage, storage.database, port), LOG_LEVEL: 'info' });
    const url = `http://127.0.0.1:${port}`;
    expect(await eventually(async () => !server!.running || (await request(url).get('/api/health')).status === 200, 60_000)).toBe(true);

    // One connection accepted, its request not sent yet; one kept alive after answering a request.
    const onItsWay = await open(port);
    const keptAlive = await open(port);
    const firstAnswer = new Promise<void>((resolve) => keptAlive.on('data', (chunk: Buffer) => chunk.toString().includes('"status":"ok"') && resolve()));
    keptAlive.write(LIVE);
    await firstAnswer;
    const keptAliveClosed = untilClosed(keptAlive);

    server.child.kill('SIGTERM');
    expect(await eventually(async () => server!.output.includes('SIGTERM: no new connections'), 10_000)).toBe(true);
    expect(await keptAliveClosed).not.toBeNull();

    // The request arrives after the stop began: it is answered, and the connection closed after it.
    const answered = untilClosed(onItsWay);
    onItsWay.write(LIVE);
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/^connection: close\r$/im);
    expect(await server.exited).toBe(0);
  });
});
