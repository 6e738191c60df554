// The throwaway MariaDB and Redis the backend tests use when TEST_MYSQL_URL / TEST_REDIS_URL point nowhere: started
// from the installed server binaries on free loopback ports, with their data in a temporary folder, and stopped (the
// folder removed) when the tests end, fail or are interrupted. No system service, port or data folder is touched.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const INSTALL_HINT = {
  mariadbd: 'install MariaDB (Debian/Ubuntu: apt-get install mariadb-server; macOS: brew install mariadb) or set TEST_MYSQL_URL',
  'mariadb-install-db': 'install MariaDB (Debian/Ubuntu: apt-get install mariadb-server; macOS: brew install mariadb) or set TEST_MYSQL_URL',
  'redis-server': 'install Redis (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set TEST_REDIS_URL',
  haproxy: 'install HAProxy (Debian/Ubuntu: apt-get install haproxy; macOS: brew install haproxy)',
};

/** The path of an installed program, looked for on PATH and in the sbin folders a user's PATH often lacks. */
export function findProgram(name) {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const folder of folders.filter(Boolean)) {
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  throw new Error(`${name} not found: ${INSTALL_HINT[name]}`);
}

/** A loopback port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until the server accepts connections on its port; fails at once when it exits instead. */
async function waitForPort(name, child, port, logFile) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
  throw new Error(`${name} did not start on 127.0.0.1:${port}${log ? `:\n${log}` : ''}`);
}

/** A running server: stop() ends it (SIGTERM, then SIGKILL after 20 s) and removes its folder. */
function service(child, folder) {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', resolve);
  });
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(folder, { recursive: true, force: true });
    },
    /** For the process's 'exit' event, where nothing can be awaited. */
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The server once it accepts connections; stopped (its folder removed) when it does not start. */
async function started(name, child, folder, port, logFile) {
  const running = service(child, folder);
  try {
    await waitForPort(name, child, port, logFile);
    return running;
  } catch (error) {
    await running.stop();
    throw error;
  }
}

// Run as root, MariaDB refuses to start unless told to run as root (it would otherwise switch to the mysql user,
// who may not read a folder made by root).
const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];

/** A fresh MariaDB whose root user has no password, reachable over TCP at the returned url. */
export async function startMariadb() {
  const mariadbd = findProgram('mariadbd');
  const installDb = findProgram('mariadb-install-db');
  const folder = mkdtempSync(join(tmpdir(), 'blood-donation-mariadb-'));
  const dataDir = join(folder, 'data');
  const install = spawnSync(
    installDb,
    ['--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`mariadb-install-db failed:\n${install.stdout}${install.stderr}`);
  }
  const port = await freePort();
  const logFile = join(folder, 'error.log');
  const child = spawn(
    mariadbd,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${join(folder, 'mariadb.sock')}`,
      `--pid-file=${join(folder, 'mariadb.pid')}`,
      `--log-error=${logFile}`,
      // The tests make and drop a database per file: durability is not needed, speed is.
      '--innodb-flush-log-at-trx-commit=0',
      '--skip-log-bin',
      ...asRoot,
    ],
    // Its own process group: Ctrl-C reaches the tests, and this script stops the server after them.
    { stdio: 'ignore', detached: true },
  );
  return { ...(await started('MariaDB', child, folder, port, logFile)), url: `mysql://root@127.0.0.1:${port}` };
}

/** A Redis that keeps nothing on disk, reachable at the returned url. */
export async function startRedis() {
  const redisServer = findProgram('redis-server');
  const folder = mkdtempSync(join(tmpdir(), 'blood-donation-redis-'));
  const port = await freePort();
  const logFile = join(folder, 'redis.log');
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder, '--logfile', logFile],
    { stdio: 'ignore', detached: true },
  );
  return { ...(await started('Redis', child, folder, port, logFile)), url: `redis://127.0.0.1:${port}` };
}
