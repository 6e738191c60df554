// Another client, on a thread of its own (its own event loop, so the rush's 200 clients in the main thread do not
// delay its answers): GETs `path` one call after another until told to stop (at least `min` calls), then posts the
// times in ms. Used by bench-booking.mjs for GET /api/events/all idle and during the rush.
import { parentPort, workerData } from 'node:worker_threads';
import { httpCall } from './http-call.mjs';

const { url, min } = workerData;
let stopping = false;
parentPort.on('message', () => {
  stopping = true;
});
const times = [];
while (times.length < min || !stopping) {
  const { status, ms } = await httpCall(url);
  if (status !== 200) throw new Error(`GET ${url}: ${status}`);
  times.push(ms);
  // Lets the stop message in between calls.
  await new Promise((resolve) => setImmediate(resolve));
}
parentPort.postMessage(times);
