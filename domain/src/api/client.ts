import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { ApiError } from './api-error';
import { type ListQuery, serializeQuery, totalFromContentRange } from './list-query';
import type { paths } from './openapi-types';
import { refreshSessionWith, sessionMiddleware } from './session-middleware';
import type { StoredSession } from '../session';

/** The typed client of the API (paths as in backend/openapi.json, so under /api on the same origin). */
export type ApiClient = Client<paths>;

/**
 * A client of the API for the browser: the cookies go along (the refresh token is one), list parameters go as JSON,
 * and the session middleware adds the stored access token and renews an expired one. `fetch` is looked up at each
 * call, so a test may replace it.
 */
export function createApiClient(options: ClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    credentials: 'include',
    headers: { Accept: 'application/json' },
    querySerializer: serializeQuery,
    fetch: (request) => globalThis.fetch(request),
    ...options,
  });
  client.use(sessionMiddleware(client));
  return client;
}

/** The one client both apps call the API with. */
export const apiClient: ApiClient = /* @__PURE__ */ createApiClient();

/**
 * Renews the session with the refresh cookie (one request shared by concurrent callers): the new session, null when it
 * is over (the listeners heard 'expired'); rejects with ApiError on 429 or 503, which leave the session as it is.
 */
export function refreshSession(): Promise<StoredSession | null> {
  return refreshSessionWith(apiClient);
}

/** What an openapi-fetch call resolves to, either way. */
interface Answer<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** The answer of a call that succeeded, with its response (for headers); an error status rejects with ApiError. */
export async function answerOf<Data>(call: Promise<Answer<Data>>): Promise<{ data: Data; response: Response }> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
  return { data: data as Data, response };
}

/** The data of a call that succeeded; an error status rejects with ApiError. */
export async function dataOf<Data>(call: Promise<Answer<Data>>): Promise<Data> {
  return (await answerOf(call)).data;
}

/** One page of a list and the number of rows in the whole (filtered) list. */
export interface ListPage<Item> {
  /** The page's rows; empty when the answer was not a JSON array. */
  items: Item[];
  /** From Content-Range; without that header, the rows up to the end of this page. */
  total: number;
  /** False when the server answered something other than a JSON array. */
  isList: boolean;
}

/** The page a list call for `range` answered, its total from Content-Range; an error status rejects with ApiError. */
export async function pageOf<Item>(call: Promise<Answer<Item[]>>, range: ListQuery['range']): Promise<ListPage<Item>> {
  const { data, response } = await answerOf<unknown>(call);
  const isList = Array.isArray(data);
  const items = isList ? (data as Item[]) : [];
  const total = totalFromContentRange(response.headers.get('Content-Range')) ?? range[0] + items.length;
  return { items, total, isList };
}
