// One HTTP call of a benchmark's client, timed. A kept-alive socket the server closed as it was reused (ECONNRESET) is
// sent again, up to three times; `onReset` counts those.

export async function httpCall(url, { method = 'GET', token, body, onReset = () => {} } = {}) {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        method,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, ms: performance.now() - started, body: text };
    } catch (error) {
      if (error?.cause?.code !== 'ECONNRESET' || attempt >= 3) throw error;
      onReset();
    }
  }
}
