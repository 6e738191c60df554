// The fleet on one machine (issue 26): several built servers (node backend/dist/main.js, as npm start runs it) on one
// fresh MariaDB database and one Redis, behind Debian's haproxy running ops/proxy/haproxy.cfg, the very file
// docker-compose.fleet.yml runs, given the instances as ports of 127.0.0.1. Build first (npm run build).
//
//   const fleet = await startFleet({ instances: 3 });   // resolves once every instance and the proxy answer
//   await fetch(`${fleet.url}/api/health`);               // through the proxy
//   await fleet.stop();                                   // everything ended, the database dropped, the folder removed
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '../server-process.mjs';
import { findProgram, freePort } from '../test-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The proxy's configuration, shared with docker-compose.fleet.yml. */
export const PROXY_CONFIG = join(root, 'ops/proxy/haproxy.cfg');

/** The proxy's check timing, read from its configuration: the longest a dead instance stays in, in ms. */
export function downWithinMs() {
  const line = /^\s*default-server\b(.*)$/m.exec(readFileSync(PROXY_CONFIG, 'utf8'))[1];
  const seconds = (name) => Number(new RegExp(`\\b${name} (\\d+)s\\b`).exec(line)[1]) * 1000;
  const fall = Number(/\bfall (\d+)\b/.exec(line)[1]);
  // The first failed check comes at most `inter` after the kill, each further one `fastinter` after the last.
  return seconds('inter') + (fall - 1) * seconds('fastinter');
}

/** The most instances that configuration takes as ports (APP_PORT_1 … APP_PORT_4). */
export const MAX_INSTANCES = 4;

/** The Redis database index the fleet's counters use, away from what else shares the server (index 0). */
const REDIS_DATABASE = 13;

/** How long an instance (the first one migrates a new database) or the proxy may take to answer. */
const START_TIMEOUT_MS = 120_000;

/** A child process whose stdout and stderr are kept, and waited on. */
class Child {
  constructor(name, child) {
    this.name = name;
    this.child = child;
    this.pid = child.pid;
    /** What it printed so far, stdout and stderr together. */
    this.output = '';
    this.listeners = new Set();
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        this.output += chunk;
        for (const listener of this.listeners) listener();
      });
    }
    this.exited = new Promise((resolve) => {
      if (!this.running) resolve();
      else child.once('exit', () => resolve());
    });
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  kill(signal = 'SIGTERM') {
    if (this.running) this.child.kill(signal);
  }

  /** Ends it (`signal`, SIGKILL after `graceMs`) and waits until it has. */
  async stop(signal = 'SIGTERM', graceMs = 15_000) {
    this.kill(signal);
    const timer = setTimeout(() => this.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** The first match of `pattern` in its output from character `from` on, waited for up to `timeoutMs`. */
  waitForOutput(pattern, timeoutMs, from = 0) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(this.output.slice(from));
        if (!match) return false;
        done();
        resolve(match);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`${this.name} printed nothing matching ${pattern} within ${timeoutMs} ms:\n${this.tail()}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      if (!check()) this.listeners.add(check);
    });
  }

  tail(lines = 20) {
    return this.output.trimEnd().split('\n').slice(-lines).join('\n');
  }
}

/**
 * Polls `check` every `everyMs` until it answers something truthy (returned); fails after `timeoutMs`, saying it waited
 * for `what` (a text, or a function giving one at that moment).
 */
export async function waitFor(check, what, timeoutMs = 60_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves once GET `url` answers 200; fails when `child` exits first or `timeoutMs` passes. */
async function answers(child, url, timeoutMs = START_TIMEOUT_MS) {
  const ok = async () => {
    if (!child.running) throw new Error(`${child.name} exited before ${url} answered:\n${child.tail()}`);
    try {
      return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;
    } catch {
      return false; // not listening yet
    }
  };
  await waitFor(ok, () => `${url} to answer 200:\n${child.tail()}`, timeoutMs, 250);
}

/** A new, empty database on the server of `serverUrl` (mysql://user[:password]@host:port), and how to drop it. */
async function freshDatabase(serverUrl) {
  const mysql = createRequire(join(root, 'backend/package.json'))('mysql2/promise');
  const url = new URL(serverUrl);
  const connection = { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
  const name = `bd_fleet_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const query = async (sql) => {
    const server = await mysql.createConnection(connection);
    try {
      await server.query(sql);
    } finally {
      await server.end();
    }
  };
  await query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS \`${name}\``) };
}

/** `redisUrl` with the fleet's own database index, unless it names one. */
function fleetRedisUrl(redisUrl) {
  const url = new URL(redisUrl);
  if (url.pathname === '' || url.pathname === '/') url.pathname = `/${REDIS_DATABASE}`;
  return url.toString();
}

/**
 * Debian's haproxy on ops/proxy/haproxy.cfg, listening on a free port of 127.0.0.1, in front of the instances on
 * `ports` of 127.0.0.1 (its servers app1, app2, …), once GET /api/health answers 200 through it. Its `url` is where
 * it listens; stop() ends it.
 */
export async function startProxy(ports) {
  const port = await freePort();
  const env = { ...process.env, PROXY_LISTEN: `127.0.0.1:${port}` };
  for (let n = 1; n <= MAX_INSTANCES; n += 1) delete env[`APP_PORT_${n}`];
  ports.forEach((instancePort, index) => (env[`APP_PORT_${index + 1}`] = String(instancePort)));
  const proxy = new Child('haproxy', spawn(findProgram('haproxy'), ['-db', '-f', PROXY_CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  proxy.url = `http://127.0.0.1:${port}`;
  try {
    await answers(proxy, `${proxy.url}/api/health`);
  } catch (error) {
    await proxy.stop();
    throw error;
  }
  return proxy;
}

/**
 * Starts `instances` servers and the proxy in front of them, each waited on until it answers: the first server alone
 * (it migrates the new database and writes the keys into the shared data folder), then the others side by side, then
 * haproxy. On any failure everything started so far is ended before the error is thrown.
 *
 * @param {{ instances?: number, mysqlUrl?: string, redisUrl?: string, env?: Record<string, string> }} [options]
 *   mysqlUrl: the MariaDB/MySQL server (TEST_MYSQL_URL, else root@127.0.0.1:3306), where a database of the fleet's
 *   own is made; redisUrl: the Redis server (TEST_REDIS_URL, else 127.0.0.1:6379); env: more settings for the servers.
 */
export async function startFleet({
  instances = 3,
  mysqlUrl = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
  redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  env = {},
} = {}) {
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES) {
    throw new Error(`instances: 1 to ${MAX_INSTANCES} (the ports ${PROXY_CONFIG} takes)`);
  }
  if (!existsSync(join(root, 'backend/dist/main.js'))) throw new Error('backend/dist/main.js is missing: run npm run build first');
  findProgram('haproxy'); // missing: fail now, not once the servers have started

  const dataDir = mkdtempSync(join(tmpdir(), 'blood-donation-fleet-'));
  const servers = [];
  let proxy = null;
  let database = null;
  const killAll = () => [...servers, proxy].forEach((child) => child?.kill('SIGKILL'));
  process.once('exit', killAll);
  const stop = async () => {
    process.removeListener('exit', killAll);
    await Promise.all([...servers, proxy].filter(Boolean).map((child) => child.stop()));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    database = await freshDatabase(mysqlUrl);
    // What every instance shares: the database, Redis, the data folder (keys generated there) and the JWT secret.
    const shared = {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: fleetRedisUrl(redisUrl),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: 'fleet-admin@example.com',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      TRUST_PROXY: 'true',
      // As compose: after SIGTERM, readiness fails and the instance serves on until the proxy has taken it out.
      SHUTDOWN_DRAIN_SECONDS: '4',
      // The request lines (with their X-Request-Id) tell which instance served a request.
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...env,
    };
    /** Starts instance `index` (on its earlier port when it ran before) and waits until it is ready. */
    const startServer = async (index) => {
      const port = servers[index]?.port ?? (await freePort());
      const server = new Child(`app${index + 1}`, spawnServer(root, { env: { ...shared, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] }));
      Object.assign(server, { port, url: `http://127.0.0.1:${port}` });
      servers[index] = server;
      await answers(server, `${server.url}/api/health`);
    };
    await startServer(0);
    await Promise.all(Array.from({ length: instances - 1 }, (_, index) => startServer(index + 1)));

    proxy = await startProxy(servers.map((server) => server.port));
    const { url } = proxy;

    return {
      /** The proxy: the one address clients use. */
      url,
      /** The servers, in the proxy's order: instances[0] is its server app1. Each has name, port, url, pid, output, kill(signal). */
      instances: servers,
      /** haproxy: its output holds its log (one line a request, each server's UP and DOWN). */
      proxy,
      /** Starts instance `index` again, on its port, once it has exited (killed or stopped); resolves when it is ready. */
      async restart(index) {
        await servers[index].exited;
        await startServer(index);
      },
      /** The settings every instance runs with (the database, Redis, the data folder, the admin's login). */
      settings: shared,
      /** The instance that logged the request of `requestId` (the X-Request-Id the proxy gave it), waited for; else null. */
      servedBy(requestId, timeoutMs = 5000) {
        const logged = () => servers.find((candidate) => candidate.output.includes(`"id":"${requestId}"`));
        return waitFor(logged, `request ${requestId} in a log`, timeoutMs, 50).catch(() => null);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
