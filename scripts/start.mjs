// Runs the product: builds whatever is missing or older than its sources, then starts the one server process.
// SIGINT/SIGTERM are passed on to the server, which stops taking connections, finishes the requests in flight and exits
// with 0, or with 1 when some are still running 10 s after the signal; this process then exits with the server's code.
// (`npm start` runs it with exec, so npm's signal reaches it; a Ctrl-C reaching the server too changes nothing.)
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
