import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DatabaseSettings } from '../../src/config/database-settings';
import { SUPER_ADMIN, type TestStorage } from './test-server';

/** The heap budget `npm start` gives the server (scripts/server-process.mjs). */
const SERVER_NODE_OPTIONS: string = JSON.parse(readFileSync(join(__dirname, '../../../scripts/server-node-options.json'), 'utf8')).NODE_OPTIONS;

/** A local port nobody listens on at the moment. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The environment of a server process on `database`, with the data folder of `storage` and the heap budget `npm start` gives it. */
export function serverEnv(storage: TestStorage, database: DatabaseSettings, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: SERVER_NODE_OPTIONS, PORT: String(port), DATA_DIR: storage.dataDir, WEB_ROOT: storage.dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'false' };
  Object.assign(env, { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ADMIN_EMAIL: SUPER_ADMIN.email, ADMIN_PASSWORD: SUPER_ADMIN.password });
  delete env.DATABASE_URL;
  if (database.driver === 'mysql') {
    const user = database.username ? `${encodeURIComponent(database.username)}${database.password ? `:${encodeURIComponent(database.password)}` : ''}@` : '';
    env.DATABASE_URL = `mysql://${user}${database.host}:${database.port}/${database.database}`;
  }
  return env;
}

/** The server as its own process (node on `main`, with `env`), what it prints kept for the test to read. */
export class ServerProcess {
  readonly child: ChildProcess;
  /** Its stdout and stderr, as printed so far. */
  output = '';
  /** Its exit code (null: ended by a signal). */
  readonly exited: Promise<number | null>;

  constructor(main: string, env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout!, this.child.stderr!]) stream.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGTERM, then waits until it has exited. */
  async stop(): Promise<void> {
    if (this.running) this.child.kill('SIGTERM');
    await this.exited;
  }
}
