// Runs the product: builds whatever is missing or older than its sources, then starts the one server process.
// SIGINT/SIGTERM are passed on to the server, which stops taking connections, finishes the requests in flight and
// exits (at most 10 s later); this process then exits with 0. (`npm start` runs it with exec, so npm's signal reaches it.)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';
import { spawnServer } from './server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

buildStale(root);

const server = spawnServer(root);
let stopSignal;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopSignal = signal;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal && signal === stopSignal ? 0 : 1)));
