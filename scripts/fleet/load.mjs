// Donors at work through the fleet's proxy (issue 26): each client, a donor of its own, records a donation (a write),
// then reads the need board (a public read), again and again, keeping every answer: when it was sent, its status, and
// for a write that was acknowledged (201), the donation's name, so that the test can read every one of them back.
//
//   const donors = await newDonors(fleet.url, 100);
//   const load = startLoad(fleet.url, donors);
//   await load.until(() => load.acknowledged.length >= 200);
//   await load.stop();
//   await load.readBack();   // every acknowledged donation, read back through the API

/** How long a client waits for one answer before it counts the request as failed. */
const ANSWER_TIMEOUT_MS = 30_000;

/** POST or GET `path` at `baseUrl` with JSON, answering { status, body }; a network failure is status 0. */
export async function call(baseUrl, method, path, { token, body, cookie } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cookie) headers.Cookie = cookie;
  try {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // an HTML error page (the proxy's 502, 503)
    }
    return { status: response.status, body: json, headers: response.headers };
  } catch (error) {
    return { status: 0, body: null, error };
  }
}

let donorCount = 0;

/** `count` new donor accounts, registered and logged in through `baseUrl`, `parallel` at a time: [{ email, password, token }]. */
export async function newDonors(baseUrl, count, parallel = 10) {
  const donors = [];
  const one = async () => {
    donorCount += 1;
    const id = `${Date.now().toString(36)}${donorCount}`;
    const donor = { email: `fleet${id}@example.com`, password: 'secret1' };
    const registered = await call(baseUrl, 'POST', '/api/user/register', {
      body: { username: `fleet${id}`, email: donor.email, age: 30, bloodGroup: 'O+', bloodgroup: 'o+', gender: 'female', mobile: '9876543210', password: donor.password, confirmPassword: donor.password },
    });
    if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    const login = await call(baseUrl, 'POST', '/api/auth/login', { body: donor });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    donors.push({ ...donor, token: login.body.accessToken });
  };
  for (let started = 0; started < count; started += parallel) {
    await Promise.all(Array.from({ length: Math.min(parallel, count - started) }, one));
  }
  return donors;
}

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
    async until(condition, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`load: condition not met within ${timeoutMs} ms; answers by status: ${JSON.stringify(tally())}; ${refusal}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
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
