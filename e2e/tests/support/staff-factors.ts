import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { BASE_URL } from './product';

/**
 * The authenticator apps of the staff accounts the suite made (staff must have a second factor): each account's
 * secret in a file of the server's data folder, so every worker and project of the run can compute its codes.
 */
const secretFile = (email: string) => join(process.env.E2E_DATA_DIR!, `totp-${email.toLowerCase()}.txt`);

export function rememberSecret(email: string, secret: string): void {
  writeFileSync(secretFile(email), secret);
}

export function secretOf(email: string): string | undefined {
  return existsSync(secretFile(email)) ? readFileSync(secretFile(email), 'utf8') : undefined;
}

/** The authenticator app's code `offsetSeconds` from now, as a phone shows it then (30-second steps). */
export const codeOf = (secret: string, offsetSeconds = 0): string => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * Answers with a code of the app: this step's, else the next one's. Each code is taken once, and another worker may
 * have just used both for the same account; then it waits for the next step (a condition, not a fixed sleep).
 * `answer` gives undefined when the code was refused.
 */
export async function withFreshCode<T>(email: string, answer: (code: string) => Promise<T | undefined>): Promise<T> {
  const secret = secretOf(email);
  if (!secret) throw new Error(`no authenticator app is known for ${email}`);
  for (let round = 0; round < 4; round += 1) {
    for (const offset of [0, 30]) {
      const result = await answer(codeOf(secret, offset));
      if (result !== undefined) return result;
    }
    const step = stepNow();
    await expect.poll(stepNow, { timeout: 35_000, intervals: [250] }).toBeGreaterThan(step);
  }
  throw new Error(`no code of the authenticator app of ${email} was taken`);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Sets up an authenticator app on the account of `token` (a staff login answered enrolmentRequired) and remembers it. */
export async function enrolApp(request: APIRequestContext, token: string, email: string): Promise<void> {
  const started = await request.post(`${BASE_URL}/api/user/2fa/totp`, { headers: bearer(token) });
  expect(started.status()).toBe(201);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post(`${BASE_URL}/api/user/2fa/totp/confirm`, { headers: bearer(token), data: { code: codeOf(secret) } });
  expect(confirmed.status()).toBe(200);
  rememberSecret(email, secret);
}

/** Finishes a password login that answered secondFactorRequired with the app's code: the access token. */
export function finishWithCode(request: APIRequestContext, email: string, challengeToken: string): Promise<string> {
  return withFreshCode(email, async (code) => {
    const response = await request.post(`${BASE_URL}/api/auth/login/second-factor`, { data: { challengeToken, code } });
    return response.status() === 200 ? ((await response.json()) as { accessToken: string }).accessToken : undefined;
  });
}

/**
 * Makes sure a superAdmin's browser session (its stored token) proved a second factor within STEP_UP_MINUTES, as a dangerous
 * screen (the audit log, an export) asks: asked through the API only when the server says it is due.
 */
export async function stepUpIfDue(page: Page, email: string): Promise<void> {
  const { origins } = await page.context().storageState();
  const token = origins.flatMap(({ localStorage }) => localStorage).find(({ name }) => name === 'jwtToken')?.value;
  const headers = bearer(token ?? '');
  const probe = await page.request.get(`${BASE_URL}/api/admin/audit-log?range=[0,0]`, { headers });
  if (probe.status() !== 401) return;
  await withFreshCode(email, async (code) => ((await page.request.post(`${BASE_URL}/api/auth/step-up`, { headers, data: { code } })).status() === 200 ? true : undefined));
}

/** The /two-factor page a staff login without a second factor lands on: sets up the app there, codes computed here. */
export async function enrolOnPage(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/two-factor$/);
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secretField = page.getByLabel('Secret key');
  await expect(secretField).not.toHaveValue('');
  const secret = await secretField.inputValue();
  await page.getByLabel('Code from your authenticator app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  rememberSecret(email, secret);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
}
