import { STORAGE_KEYS, type LoginResponse, type Role, toAuthority, writeSession } from '@blood-donation/domain';

/** An unsigned JWT whose exp claim is `secondsFromNow` away: the panel only reads exp. */
export function tokenExpiringIn(secondsFromNow: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'someone', exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.signature`;
}

export function loginResponse(roles: Role[], accessToken = tokenExpiringIn(900)): LoginResponse {
  return {
    accessToken,
    email: 'admin@example.test',
    username: 'Ada Admin',
    role: roles.map(toAuthority),
  };
}

/** What the public site's /login leaves in localStorage. */
export function storeSession(roles: Role[], accessToken?: string): void {
  writeSession(window.localStorage, loginResponse(roles, accessToken));
}

export function storedToken(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.token);
}

/** A JSON answer as the API client (openapi-fetch) and react-admin's fetchJson read it. */
export function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(body === undefined ? { 'Content-Length': '0' } : { 'Content-Type': 'application/json' }),
    json: async () => body,
    text: async () => text,
    clone: () => response,
  };
  return response as unknown as Response;
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
