import { STORAGE_KEYS } from '@blood-donation/domain';
import { answerFetch, fetchCall, jsonResponse, loginResponse, storeSession } from '../testing/test-utils';
import { api, ApiError, fieldErrorsFrom, hasStoredToken, NetworkError } from './api-client';
import { type SessionEvent, subscribeToSession } from './session-events';

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

  it('reports the session as expired when that refresh fails', async () => {
    storeSession();
    answerFetch(jsonResponse(401, { message: 'Expired' }), jsonResponse(401, { message: 'No cookie' }));
    await expect(api.get('/things')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ type: 'expired' }]);
  });

  it('does not refresh on a 401 without a stored token, nor for calls that opt out', async () => {
    answerFetch(jsonResponse(401, { message: 'No' }));
    await expect(api.get('/things')).rejects.toBeInstanceOf(ApiError);
    storeSession();
    answerFetch(jsonResponse(401, { message: 'Invalid email or password.' }));
    await expect(api.post('/auth/login', {}, { refreshOn401: false })).rejects.toBeInstanceOf(ApiError);
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

  it('knows whether a token is stored', () => {
    expect(hasStoredToken()).toBe(false);
    storeSession();
    expect(hasStoredToken()).toBe(true);
  });
});
