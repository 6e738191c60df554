// How the server process is started (npm start, the benchmarks): node on the built backend, with a heap budget.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import serverNodeOptions from './server-node-options.json' with { type: 'json' };

/**
 * V8 lets the old generation grow lazily while there is memory to spare, so a long download (a whole list, an export)
 * would leave garbage to pile up to several hundred MB before a full collection. A budget makes it collect sooner;
 * the server's own live heap is about 50 MB, and uploads live outside it (Buffers). Node 24 also lets the young
 * generation grow large while a download allocates fast: 16 MB semi-spaces keep the whole process near 200 MB (about
 * 300 MB without; measured with bench:admin-lists at 1 000 000 donations) for a few percent of throughput; sweeping
 * 100,000 overdue requests peaks near 190 MB (365 MB without; bounded-sweeps starts its server with these too).
 * NODE_OPTIONS, when set, decides. The Dockerfile sets the same.
 */
export const SERVER_NODE_OPTIONS = serverNodeOptions.NODE_OPTIONS;

export function spawnServer(root, options = {}) {
  return spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...(options.env ?? process.env), NODE_OPTIONS: (options.env ?? process.env).NODE_OPTIONS || SERVER_NODE_OPTIONS },
  });
}
