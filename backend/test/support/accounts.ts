import type { Role } from '@blood-donation/domain';
import request, { Response } from 'supertest';
import { User } from '../../src/users/user.entity';
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

export async function register(server: TestServer, overrides: Record<string, unknown> = {}) {
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

export async function login(server: TestServer, email: string, password: string, keepMeLoggedIn?: boolean): Promise<Login> {
  const response = await request(server.url).post('/api/auth/login').send({ email, password, keepMeLoggedIn });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
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

export type Account = Login & { email: string; id: number };

/** Logs in as the seeded superAdmin, or as a new donor given `role`. */
export async function loginAs(server: TestServer, role: Role): Promise<Account> {
  const { email, password } = role === 'superAdmin' ? SUPER_ADMIN : await register(server);
  if (role !== 'user' && role !== 'superAdmin') await setRole(server, email, role);
  const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email });
  return { ...(await login(server, email, password)), email, id };
}
