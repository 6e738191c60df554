import {
  answerOf,
  apiClient,
  ApiError,
  fieldErrorsFrom,
  hasStoredToken,
  listParams,
  type ListQuery,
  NetworkError,
  pageOf,
  type SessionEvent,
  STORAGE_KEYS,
  subscribeToSession,
} from '@blood-donation/domain';
import { pageResponse } from '../testing/list-server';
import { answerFetch, fetchCall, jsonResponse, loginResponse, storeSession } from '../testing/test-utils';

// The domain's typed API client (one for both apps), as the public site uses it. These calls reach paths the API
// document does not have (`/api/things`): the client's behaviour is the same for every path.
type Method = 'GET' | 'POST';
async function send(method: Method, path: string, body?: unknown) {
  const init = (body === undefined ? {} : { body }) as never;
  const { data, response } = await answerOf(method === 'GET' ? apiClient.GET(path as never, init) : apiClient.POST(path as never, init));
  return { status: response.status, data };
}
const api = {
  get: (path: string) => send('GET', `/api${path}`),
  post: (path: string, body?: unknown) => send('POST', `/api${path}`, body),
  getPage: (path: string, query: ListQuery) =>
    pageOf(apiClient.GET(`/api${path}` as never, { params: { query: listParams(query) } } as never), query.range),
};

describe('api client', () => {
  let events: SessionEvent[];
  let unsubscribe: () => void;
  beforeEach(() => {
    events = [];
    unsubscribe = subscribeToSession((event) => events.push(event));
  });
  afterEach(() => unsubscribe());

  it('sends JSON with the stored bearer token and the cookies', async () => {
    storeSession();
    answerFetch(jsonResponse(200, { ok: true }));
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ status: 200, data: { ok: true } });
    const { url, init, body } = fetchCall();
    expect(url).toBe('/api/things');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}`,
      'Content-Type': 'application/json',
    });
    expect(body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a stored token', async () => {
    answerFetch(jsonResponse(200, []));
    await api.get('/things');
    expect(fetchCall().init.headers).not.toHaveProperty('Authorization');
  });

  it('turns an error status into an ApiError with the parsed body', async () => {
    answerFetch(jsonResponse(400, { statusCode: 400, message: 'Bad' }));
    const error = await api.get('/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Bad' }, message: 'Bad' });
  });

  it('turns a failed fetch into a NetworkError', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/things')).rejects.toBeInstanceOf(NetworkError);
  });

  it('refreshes once on a 401 while a token is stored, then retries with the new token', async () => {
    storeSession();
    const fresh = loginResponse('user');
    answerFetch(jsonResponse(401, { message: 'Expired' }), jsonResponse(200, fresh), jsonResponse(200, { ok: true }));
    await expect(api.get('/things')).resolves.toEqual({ status: 200, data: { ok: true } });
    expect(fetchCall(1).url).toBe('/api/auth/refresh');
    expect(fetchCall(2).init.headers).toMatchObject({ Authorization: `Bearer ${fresh.accessToken}` });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh.accessToken);
    expect(events).toEqual([{ type: 'refreshed', session: expect.objectContaining({ token: fresh.accessToken }) }]);
  });

  it('shares one refresh between calls that fail together, and retries each with the new token', async () => {
    storeSession();
    const fresh = loginResponse('user');
    answerFetch(jsonResponse(401, { message: 'Expired' }), jsonResponse(401, { message: 'Expired' }), jsonResponse(200, fresh), jsonResponse(200, { n: 1 }), jsonResponse(200, { n: 2 }));
    await expect(Promise.all([api.get('/one'), api.get('/two')])).resolves.toEqual([
      { status: 200, data: expect.any(Object) },
      { status: 200, data: expect.any(Object) },
    ]);
    const urls = (fetch as jest.Mock).mock.calls.map((_, index) => fetchCall(index).url);
    expect(urls.filter((url) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(fetchCall(3).init.headers).toMatchObject({ Authorization: `Bearer ${fresh.accessToken}` });
    expect(fetchCall(4).init.headers).toMatchObject({ Authorization: `Bearer ${fresh.accessToken}` });
    expect(events).toEqual([{ type: 'refreshed', session: expect.objectContaining({ token: fresh.accessToken }) }]);
  });

  it('reports the session as expired when that refresh fails', async () => {
    storeSession();
    answerFetch(jsonResponse(401, { message: 'Expired' }), jsonResponse(401, { message: 'No cookie' }));
    await expect(api.get('/things')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ type: 'expired' }]);
  });

  it.each([429, 503])('keeps the session when the refresh answers %i, and fails the call with that answer', async (status) => {
    storeSession();
    const message = status === 429 ? 'Too many requests. Please try again in 9 seconds.' : 'The database is busy. Please try again in a moment.';
    answerFetch(jsonResponse(401, { message: 'Expired' }), jsonResponse(status, { statusCode: status, message }));
    await expect(api.get('/things')).rejects.toMatchObject({ status, message });
    expect(events).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('does not refresh on a 401 without a stored token, nor for calls that opt out', async () => {
    answerFetch(jsonResponse(401, { message: 'No' }));
    await expect(api.get('/things')).rejects.toBeInstanceOf(ApiError);
    storeSession();
    answerFetch(jsonResponse(401, { message: 'Invalid email or password.' }));
    // The login's 401 means a wrong password: never a refresh.
    await expect(api.post('/auth/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(events).toEqual([]);
  });

  it("reads the first message of each form field from a 400 answer's errors, through the aliases", () => {
    const body = {
      statusCode: 400,
      message: 'Validation failed',
      errors: { email: ['Taken', 'Second'], bloodgroup: ['Not accepted'], role: ['Not a form field'], age: 'Too young' },
    };
    expect(fieldErrorsFrom(body, ['email', 'bloodGroup', 'age'] as const, { bloodgroup: 'bloodGroup' })).toEqual({
      email: 'Taken',
      bloodGroup: 'Not accepted',
      age: 'Too young',
    });
    expect(fieldErrorsFrom({ message: 'No field errors' }, ['email'])).toEqual({});
    expect(fieldErrorsFrom('plain text', ['email'])).toEqual({});
  });

  it('reads one page of a list: the range, sort and filter as JSON parameters, the total from Content-Range', async () => {
    answerFetch(pageResponse([{ id: 6 }, { id: 7 }], { unit: 'events', start: 5, total: 42 }));
    const page = await api.getPage('/events/all', { range: [5, 9], sort: ['dateTime', 'DESC'], filter: { upcoming: false, q: '', month: undefined } });
    expect(page).toEqual({ items: [{ id: 6 }, { id: 7 }], total: 42, isList: true });
    expect(fetchCall().url).toBe('/api/events/all?range=%5B5%2C9%5D&sort=%5B%22dateTime%22%2C%22DESC%22%5D&filter=%7B%22upcoming%22%3Afalse%7D');
    expect(fetchCall().init.method).toBe('GET');
  });

  it('reads the total of an empty page, and falls back to the rows up to the page when Content-Range is missing', async () => {
    answerFetch(pageResponse([], { unit: 'donorlist', start: 10, total: 10 }), jsonResponse(200, [{ id: 1 }, { id: 2 }]), jsonResponse(200, { rows: [] }));
    await expect(api.getPage('/user-donors', { range: [10, 14] })).resolves.toEqual({ items: [], total: 10, isList: true });
    await expect(api.getPage('/user-donors', { range: [5, 9] })).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 7, isList: true });
    await expect(api.getPage('/user-donors', { range: [0, 4] })).resolves.toEqual({ items: [], total: 0, isList: false });
  });

  it('turns an error answer to a page request into an ApiError', async () => {
    answerFetch(jsonResponse(400, { statusCode: 400, message: 'Validation failed', errors: { range: ['range must be a JSON array'] } }));
    await expect(api.getPage('/events/all', { range: [0, 4] })).rejects.toMatchObject({ status: 400 });
  });

  it('knows whether a token is stored', () => {
    expect(hasStoredToken()).toBe(false);
    storeSession();
    expect(hasStoredToken()).toBe(true);
  });
});
