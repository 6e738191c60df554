import type request from 'supertest';

const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: expect.any(String) };

/** The one error shape of 503, with a Retry-After the client can wait for. */
export function expectUnavailable(response: request.Response): void {
  expect({ status: response.status, body: response.body }).toEqual({ status: 503, body: UNAVAILABLE });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}
