import type { EventRecord } from '@blood-donation/domain';

/** The path of a call and its list query parameters, each parsed from its JSON (absent ones left out). */
export interface ListCall {
  path: string;
  range?: [number, number];
  sort?: [string, 'ASC' | 'DESC'];
  filter?: Record<string, unknown>;
}

export function listCallOf(url: string): ListCall {
  const parsed = new URL(url, 'http://localhost');
  const call: ListCall = { path: parsed.pathname };
  for (const key of ['range', 'sort', 'filter'] as const) {
    const value = parsed.searchParams.get(key);
    if (value !== null) Object.assign(call, { [key]: JSON.parse(value) as unknown });
  }
  return call;
}

/** The URL and method of a fetch call: the API client passes a Request, other code a URL and its options. */
function sent(input: string | { url: string; method: string }, init?: RequestInit): { url: string; method: string } {
  return typeof input === 'string' ? { url: input, method: init?.method ?? 'GET' } : input;
}

/** The list call of the n-th fetch. */
export function listCall(index = 0): ListCall {
  return listCallOf(sent((globalThis.fetch as jest.Mock).mock.calls[index][0]).url);
}

/** A page answer as a list endpoint gives it for `range`: the rows, and `Content-Range: <unit> <start>-<end>/<total>` (`*` for no rows). */
export function pageResponse(rows: readonly unknown[], { unit = 'events', start = 0, total = rows.length }: { unit?: string; start?: number; total?: number } = {}): Response {
  const span = rows.length > 0 ? `${start}-${start + rows.length - 1}` : '*';
  return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': `${unit} ${span}/${total}` } });
}

/**
 * Answers every GET of `/api${path}` with a `range` as the backend does: the rows `select` keeps and orders for the
 * call's filter and sort, that page of them, Content-Range with their total. `rows` is read at each call (a test may
 * change it). Other calls take the answers queued with answerFetch first, then whatever fetch did before, or fail.
 */
export function serveList<T>(path: string, unit: string, rows: () => readonly T[], select: (rows: readonly T[], call: ListCall) => readonly T[] = (all) => all): jest.Mock {
  const fetchMock = globalThis.fetch as jest.Mock;
  const before = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: string | { url: string; method: string }, init?: RequestInit) => {
    const { url, method } = sent(input, init);
    const call = listCallOf(url);
    if (call.path !== `/api${path}` || method !== 'GET' || !call.range) {
      if (before) return before(input, init);
      throw new Error(`fetch was not stubbed for ${url}`);
    }
    const matching = select(rows(), call);
    const [start, end] = call.range;
    return pageResponse(matching.slice(start, end + 1), { unit, start, total: matching.length });
  });
  return fetchMock;
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** GET /api/events/all's filter and sort: upcoming (later than now), q (each word starts a word of name or description), month and year (UTC). */
export function selectEvents(events: readonly EventRecord[], { filter = {}, sort = ['dateTime', 'ASC'] }: ListCall): EventRecord[] {
  const now = Date.now();
  const time = (event: EventRecord) => new Date(event.dateTime).getTime();
  const query = words(String(filter.q ?? ''));
  return events
    .filter((event) => {
      if (filter.upcoming !== undefined && (time(event) > now) !== filter.upcoming) return false;
      const own = words(`${event.name} ${event.description ?? ''}`);
      if (!query.every((word) => own.some((candidate) => candidate.startsWith(word)))) return false;
      const date = new Date(event.dateTime);
      if (filter.month !== undefined && date.getUTCMonth() + 1 !== filter.month) return false;
      if (filter.year !== undefined && date.getUTCFullYear() !== filter.year) return false;
      return true;
    })
    .sort((a, b) => (sort[0] === 'dateTime' ? time(a) - time(b) : a.name.localeCompare(b.name)) * (sort[1] === 'DESC' ? -1 : 1));
}

/** Serves GET /api/events/all pages from `events` as the backend does. */
export function serveEvents(events: readonly EventRecord[]): jest.Mock {
  return serveList('/events/all', 'events', () => events, selectEvents);
}
