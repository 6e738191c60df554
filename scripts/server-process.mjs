// How the server process is started (npm start, the benchmarks): node on the built backend, with a heap budget.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * V8 lets the old generation grow lazily while there is memory to spare, so a long download (a whole list, an export)
 * would leave garbage to pile up to several hundred MB before a full collection. A budget makes it collect sooner;
 * the server's own live heap is about 50 MB, and uploads live outside it (Buffers). NODE_OPTIONS, when set, decides.
 */
export const SERVER_NODE_OPTIONS = '--max-old-space-size=192';

export function spawnServer(root, options = {}) {
  return spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...(options.env ?? process.env), NODE_OPTIONS: (options.env ?? process.env).NODE_OPTIONS || SERVER_NODE_OPTIONS },
  });
}
