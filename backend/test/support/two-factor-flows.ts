import { generateSync } from 'otplib';
import request from 'supertest';
import { refreshCookieOf } from './accounts';
import type { TestServer } from './test-server';

/** The server these steps call: an in-process TestServer or a server process (only its address is used). */
type Reachable = Pick<TestServer, 'url'>;

/** The authenticator app's code `offsetSeconds` from now, as a phone would show it then (30-second steps). */
export const totpCode = (secret: string, offsetSeconds = 0): string => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/**
 * Sets up an authenticator app on the account of `token`, confirmed with its current code: the secret and the ten
 * recovery codes. The code of the current step is taken; the next login's code is `totpCode(secret, 30)`.
 */
export async function enrolTotp(server: Reachable, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = (await request(server.url).post('/api/user/2fa/totp').auth(token, { type: 'bearer' }).expect(201)).body;
  const confirmed = await request(server.url).post('/api/user/2fa/totp/confirm').auth(token, { type: 'bearer' }).send({ code: totpCode(secret) });
  if (confirmed.status !== 200) throw new Error(`confirming the authenticator app failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/** The challenge of a password login that must be finished with a second factor. */
export async function passwordStep(server: Reachable, email: string, password: string, keepMeLoggedIn?: boolean): Promise<string> {
  const response = await request(server.url).post('/api/auth/login').send({ email, password, keepMeLoggedIn }).expect(200);
  if (response.body.secondFactorRequired !== true) throw new Error(`expected a second-factor challenge: ${JSON.stringify(response.body)}`);
  return response.body.challengeToken;
}

/** POST /api/auth/login/second-factor with `answer` (code, recoveryCode or passkey). */
export const secondFactor = (server: Reachable, challengeToken: string, answer: Record<string, unknown>) =>
  request(server.url).post('/api/auth/login/second-factor').send({ challengeToken, ...answer });

/** A whole login with the password and the authenticator app's code: the access token and refresh cookie. */
export async function loginWithCode(server: Reachable, email: string, password: string, code: string): Promise<{ accessToken: string; cookie: string }> {
  const response = await secondFactor(server, await passwordStep(server, email, password), { code });
  if (response.status !== 200) throw new Error(`second factor failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { accessToken: response.body.accessToken, cookie: refreshCookieOf(response)!.split(';')[0] };
}
