// Another client, on a thread of its own (its own event loop, so the rush's 200 clients in the main thread do not
// delay its answers): GETs `path` one call after another until told to stop (at least `min` calls), then posts the
// times in ms. Used by bench-booking.mjs for GET /api/events/all idle and during the rush.
import { parentPort, workerData } from 'node:worker_threads';

const { url, min } = workerData;
let stopping = false;
parentPort.on('message', () => {
  stopping = true;
});
/** One GET; a kept-alive socket the server closed as it was reused (ECONNRESET) is sent again, as bench-booking's calls are. */
async function get() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      if (error?.cause?.code !== 'ECONNRESET' || attempt >= 3) throw error;
    }
  }
}

const times = [];
while (times.length < min || !stopping) {
  const started = performance.now();
  const status = await get();
  if (status !== 200) throw new Error(`GET ${url}: ${status}`);
  times.push(performance.now() - started);
  // Lets the stop message in between calls.
  await new Promise((resolve) => setImmediate(resolve));
}
parentPort.postMessage(times);
