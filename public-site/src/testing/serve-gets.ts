import type { UserProfile } from '@blood-donation/domain';

/** The account the donor forms start from (GET /api/user/me), as registration leaves it. */
export const PROFILE: UserProfile = { id: 1, username: 'Donor', email: 'donor@example.com', age: 31, bloodGroup: 'B+', gender: 'female', mobile: '9123456780', role: 'user' };

/** The path of a fetch call: the API client passes a Request, other code a URL. */
const pathOf = (input: string | { url: string }) => new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname;
const methodOf = (input: string | { method: string }, init?: RequestInit) => (typeof input === 'string' ? (init?.method ?? 'GET') : input.method);

/**
 * Answers every GET of a listed path (its query ignored) with its answer, made afresh at each call, whenever it comes
 * (a promise: when it settles).
 * Other calls take the answers queued with answerFetch (which jest gives first to whatever call comes next), else fail.
 */
export function serveGets(answers: Record<string, () => Response | Error | Promise<Response>>): jest.Mock {
  const fetchMock = globalThis.fetch as jest.Mock;
  const before = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: string | { url: string; method: string }, init?: RequestInit) => {
    const answer = methodOf(input, init) === 'GET' ? answers[pathOf(input)] : undefined;
    if (!answer) return before?.(input, init);
    const made = answer();
    if (made instanceof Error) throw made;
    return made;
  });
  return fetchMock;
}

/** The n-th call to `path` with `method` (0: the first), as fetchCall reads it; -1 when there is none. */
export function callIndexOf(path: string, method = 'GET', nth = 0): number {
  const calls = (globalThis.fetch as jest.Mock).mock.calls as [string | { url: string; method: string }, RequestInit?][];
  const matching = calls.map((call, index) => ({ call, index })).filter(({ call: [input, init] }) => pathOf(input) === path && methodOf(input, init) === method);
  return matching[nth]?.index ?? -1;
}
