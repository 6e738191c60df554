// One call of the product's API, JSON in and out, as the benchmarks and the fleet's tests make it.

/** How long a call waits for its answer before it counts as failed. */
const ANSWER_TIMEOUT_MS = 30_000;

/** `method` `path` at `baseUrl` with JSON, answering { status, body, headers }; a network failure is status 0 (and its error). */
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
      // an HTML error page (a proxy's 502, 503)
    }
    return { status: response.status, body: json, headers: response.headers };
  } catch (error) {
    return { status: 0, body: null, error };
  }
}

/** `answer` of `method` `path` when its status is `status` (any 2xx when not given); else an error saying what came. */
export function expected(answer, method, path, status) {
  const right = status === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === status;
  if (!right) throw new Error(`${method} ${path}: ${answer.status} ${answer.error ?? JSON.stringify(answer.body)}`);
  return answer;
}

/** The body of `method` `path`, which must answer `status` (any 2xx when not given). */
export async function expectCall(baseUrl, method, path, { status, ...options } = {}) {
  return expected(await call(baseUrl, method, path, options), method, path, status).body;
}
