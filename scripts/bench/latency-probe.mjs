// Another client, on a thread of its own (its own event loop, so the rush's 200 clients in the main thread do not
// delay its answers): GETs `path` one call after another until told to stop (at least `min` calls), then posts the
// times in ms, or with `stamped` each call's { at (Date.now() as it was sent), ms }. Used by bench-booking.mjs and
// bench-reminders.mjs for GET /api/events/all idle and during the work measured.
import { parentPort, workerData } from 'node:worker_threads';
import { httpCall } from './http-call.mjs';

const { url, min, stamped = false } = workerData;
let stopping = false;
parentPort.on('message', () => {
  stopping = true;
});
const times = [];
while (times.length < min || !stopping) {
  const at = Date.now();
  const { status, ms } = await httpCall(url);
  if (status !== 200) throw new Error(`GET ${url}: ${status}`);
  times.push(stamped ? { at, ms } : ms);
  // Lets the stop message in between calls.
  await new Promise((resolve) => setImmediate(resolve));
}
parentPort.postMessage(times);
