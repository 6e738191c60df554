// Donors at work through the fleet's proxy (issue 26): each client, a donor of its own, records a donation (a write),
// then reads the need board (a public read), again and again, keeping every answer: when it was sent, its status, and
// for a write that was acknowledged (201), the donation's name, so that the test can read every one of them back.
//
//   const donors = await newDonors(fleet.url, 100);     // scripts/fleet/api.mjs
//   const load = startLoad(fleet.url, donors);
//   await load.until(() => load.acknowledged.length >= 200);
//   await load.stop();
//   await load.missing();    // the acknowledged donations not read back through the API (none)
import { call } from './api.mjs';
import { waitFor } from './harness.mjs';

/** A donation record as POST /api/add takes it, named `name`. */
function donation(name) {
  return { name, bloodGroup: 'O-', units: 1, mobile: '9876543210', gender: 'Female', age: 29, city: 'Pune', address: '1 Main Road, Shivajinagar', date: '2026-11-01' };
}

/**
 * Every donor of `donors` a client, writing and reading through `baseUrl` until stop(). `answers` holds every request
 * as { method, path, sentAt, answeredAt, status }; `acknowledged` the donations answered 201, as { donor, name }.
 */
export function startLoad(baseUrl, donors) {
  const answers = [];
  const acknowledged = [];
  const inFlight = new Set();
  let running = true;
  /** The first write refused, for the error message. */
  let refusal = '';
  /** How many answers of each method and status, e.g. { 'POST 201': 250, 'GET 200': 249 }. */
  const tally = () => {
    const counts = {};
    for (const { method, status } of answers) counts[`${method} ${status}`] = (counts[`${method} ${status}`] ?? 0) + 1;
    return counts;
  };
  const timed = async (method, path, options) => {
    const request = { method, path, sentAt: Date.now() };
    inFlight.add(request);
    const answer = await call(baseUrl, method, path, options);
    inFlight.delete(request);
    Object.assign(request, { answeredAt: Date.now(), status: answer.status });
    if (answer.error) request.error = String(answer.error.cause?.code ?? answer.error.cause ?? answer.error);
    answers.push(request);
    return answer;
  };
  const client = async (donor, index) => {
    for (let n = 0; running; n += 1) {
      const name = `Fleet Donor ${index} ${n}`;
      const written = await timed('POST', '/api/add', { token: donor.token, body: donation(name) });
      if (written.status === 201) acknowledged.push({ donor, name });
      else refusal ||= `POST /api/add answered ${written.status}: ${JSON.stringify(written.body)}`;
      await timed('GET', '/api/need-board');
    }
  };
  const clients = Promise.all(donors.map(client));
  return {
    answers,
    acknowledged,
    /** The requests sent and not yet answered, right now. */
    inFlight: () => [...inFlight],
    /** The answers that were not a success (a network failure is status 0). */
    failures: () => answers.filter(({ status }) => status === 0 || status >= 400),
    /** Resolves once `condition()` holds, checked every 50 ms. */
    until(condition, timeoutMs = 120_000) {
      return waitFor(condition, () => `the load's condition; answers by status: ${JSON.stringify(tally())}; ${refusal}`, timeoutMs, 50);
    },
    /** Ends the load once each client's current request is answered. */
    async stop() {
      running = false;
      await clients;
    },
    /** The acknowledged donations that GET /api/user-donors does not list for their donor (none, when nothing was lost). */
    async missing() {
      const lost = [];
      for (const donor of donors) {
        const listed = await call(baseUrl, 'GET', '/api/user-donors', { token: donor.token });
        if (listed.status !== 200) throw new Error(`GET /api/user-donors: ${listed.status}`);
        const names = new Set(listed.body.map(({ name }) => name));
        for (const write of acknowledged) if (write.donor === donor && !names.has(write.name)) lost.push(write.name);
      }
      return lost;
    },
  };
}
