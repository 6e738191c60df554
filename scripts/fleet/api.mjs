// The product's API as the fleet's tests and benchmark use it: a call, donors registered and logged in, and the
// admin's session (its authenticator app set up on its first login, as staff two-factor asks).
import { call, expected } from '../bench/api-call.mjs';

export { call, expectCall } from '../bench/api-call.mjs';
export { adminSession } from '../bench/admin-session.mjs';

/**
 * The donor account of `email`, registered and logged in through `baseUrl`: { email, password, token, device }, device
 * being its login cookie (loginDevice=…), as a browser keeps it.
 */
export async function registerDonor(baseUrl, { username, email, password, bloodGroup = 'O+', mobile = '9876543210' }) {
  const form = { username, email, age: 30, bloodGroup, bloodgroup: bloodGroup.toLowerCase(), gender: 'female', mobile, password, confirmPassword: password };
  expected(await call(baseUrl, 'POST', '/api/user/register', { body: form }), 'POST', '/api/user/register', 200);
  const login = expected(await call(baseUrl, 'POST', '/api/auth/login', { body: { email, password } }), 'POST', '/api/auth/login', 200);
  const device = login.headers.getSetCookie().find((cookie) => cookie.startsWith('loginDevice='))?.split(';')[0];
  return { email, password, token: login.body.accessToken, device };
}

let accounts = 0;

/**
 * A new donor account, registered and logged in through `baseUrl`, named by `identity(id, count)` ({ username, email,
 * password, mobile? }), `id` being this run's own (the time and a count), `count` how many accounts it made so far.
 */
export function newDonor(baseUrl, identity = (id) => ({ username: `fleet${id}`, email: `fleet${id}@example.com`, password: 'secret1' })) {
  accounts += 1;
  return registerDonor(baseUrl, identity(`${Date.now().toString(36)}${accounts}`, accounts));
}

/** `count` new donor accounts, registered and logged in through `baseUrl`, `parallel` at a time. */
export async function newDonors(baseUrl, count, parallel = 10) {
  const donors = [];
  for (let started = 0; started < count; started += parallel) {
    donors.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - started) }, () => newDonor(baseUrl)))));
  }
  return donors;
}
