// Runs the product: builds whatever is missing or older than its sources, then starts the one server process.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';
import { spawnServer } from './server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

buildStale(root);

const server = spawnServer(root);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
