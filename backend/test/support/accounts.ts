import type { Role } from '@blood-donation/domain';
import request, { Response } from 'supertest';
import { User } from '../../src/users/user.entity';
import { addPasskey, authenticatorFor, passkeyAssertion } from './passkey-flows';
import type { SoftwareAuthenticator } from './software-authenticator';
import { SUPER_ADMIN, TestServer } from './test-server';

let counter = 0;

/** A valid registration body with a fresh email. */
export function newDonor(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `donor${id}`,
    email: `donor${id}@example.com`,
    age: 30,
    bloodGroup: 'O+',
    bloodgroup: 'o+',
    gender: 'female',
    mobile: '9876543210',
    password: 'secret1',
    confirmPassword: 'secret1',
    ...overrides,
  };
}

export async function register(server: Pick<TestServer, 'url'>, overrides: Record<string, unknown> = {}) {
  const donor = newDonor(overrides);
  const response = await request(server.url).post('/api/user/register').send(donor);
  if (response.status !== 200) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return donor;
}

export interface Login {
  accessToken: string;
  /** "refreshToken=<value>", ready for a Cookie header. */
  cookie: string;
  response: Response;
}

/** The passkey each staff account of a server set up when its login first asked for a second factor (see login). */
const staffPasskeys = new WeakMap<TestServer, Map<string, SoftwareAuthenticator>>();

/** The passkey `login` set up for a staff account of this server, if it did. */
export function staffPasskeyOf(server: TestServer, email: string): SoftwareAuthenticator | undefined {
  return staffPasskeys.get(server)?.get(email.toLowerCase());
}

/**
 * A whole login, as a staff member does it: with the password, then, for a staff account, its second factor. The
 * first login of a staff account without one (answered enrolmentRequired) sets up a passkey of a software
 * authenticator, which proves the session; later logins finish with that passkey. A donor's login is the password.
 */
export async function login(server: TestServer, email: string, password: string, keepMeLoggedIn?: boolean): Promise<Login> {
  let response = await request(server.url).post('/api/auth/login').send({ email, password, keepMeLoggedIn });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  if (response.body.enrolmentRequired === true) {
    const authenticator = authenticatorFor(server);
    await addPasskey(server, response.body.accessToken, authenticator);
    if (!staffPasskeys.has(server)) staffPasskeys.set(server, new Map());
    staffPasskeys.get(server)!.set(email.toLowerCase(), authenticator);
  } else if (response.body.secondFactorRequired === true) {
    const authenticator = staffPasskeyOf(server, email);
    if (!authenticator) throw new Error(`login asks for a second factor this helper does not have: ${JSON.stringify(response.body)}`);
    response = await request(server.url)
      .post('/api/auth/login/second-factor')
      .send({ challengeToken: response.body.challengeToken, passkey: await passkeyAssertion(server, authenticator) });
    if (response.status !== 200) throw new Error(`second factor failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { accessToken: response.body.accessToken, cookie: refreshCookieOf(response)!.split(';')[0], response };
}

/** The whole Set-Cookie line of the refresh cookie, if the response sets one. */
export function refreshCookieOf(response: Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('refreshToken='));
}

export async function setRole(server: TestServer, email: string, role: Role): Promise<void> {
  await server.dataSource.getRepository(User).update({ email }, { role });
}

export type Account = Login & { email: string; password?: string; id: number };

/** Logs in as the seeded superAdmin, or as a new donor given `role`. */
export async function loginAs(server: TestServer, role: Role): Promise<Account> {
  const { email, password } = role === 'superAdmin' ? SUPER_ADMIN : await register(server);
  if (role !== 'user' && role !== 'superAdmin') await setRole(server, email, role);
  const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email });
  return { ...(await login(server, email, password)), email, password, id };
}
