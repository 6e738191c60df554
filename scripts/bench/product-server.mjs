// Starts the built product on a spare port for a benchmark, as npm start does, and stops it.
import { readFileSync } from 'node:fs';
import { spawnServer } from '../server-process.mjs';

export async function startProduct(root, { port, env }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawnServer(root, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: child.pid,
    /** Resident memory of the server process, in MiB (Linux). */
    rssMiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
