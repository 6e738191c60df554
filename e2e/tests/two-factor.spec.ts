import { generateSync } from 'otplib';
import { accessTokenFor, registerDonor } from './support/api';
import { actOnceHydrated, expect, test } from './support/fixtures';
import { BASE_URL } from './support/product';

/** The authenticator app's code `offsetSeconds` from now, as a phone shows it then. */
const codeOf = (secret: string, offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

test.use({ storageState: { cookies: [], origins: [] } });

// On the desktop (chromium) and on a 360 px phone (small-phone). The app is set up through the API (a code computed
// here); the login page asks for its code after the password, and a recovery code works once.
test('a donor with an authenticator app logs in with its code, then with a recovery code, which works once', async ({ page, request }) => {
  const donor = await registerDonor(request, 'two-factor');
  const headers = { Authorization: `Bearer ${await accessTokenFor(request, donor.email, donor.password)}` };
  const { secret } = (await (await request.post(`${BASE_URL}/api/user/2fa/totp`, { headers })).json()) as { secret: string };
  const confirmed = await request.post(`${BASE_URL}/api/user/2fa/totp/confirm`, { headers, data: { code: codeOf(secret) } });
  expect(confirmed.status()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };

  const visitor = actOnceHydrated(page);
  const passwordStep = async () => {
    await visitor.goto('/login');
    await visitor.getByLabel('Email').fill(donor.email);
    await visitor.getByLabel('Password', { exact: true }).fill(donor.password);
    await visitor.getByRole('button', { name: 'Login' }).click();
    await expect(visitor.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  };
  await passwordStep();
  // The step fits a 360 px screen, its controls a finger's size.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(visitor.viewportSize()!.width);
  for (const name of ['Verify', 'Back', 'Use a recovery code']) expect((await visitor.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // The code of the next step: the current one went to the set-up.
  await visitor.getByLabel('Authentication code').fill(codeOf(secret, 30));
  await visitor.getByRole('button', { name: 'Verify' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();

  const forget = async () => {
    await visitor.context().clearCookies();
    await visitor.evaluate(() => localStorage.clear());
  };
  await forget();
  for (const expected of ['User Dashboard', 'recoveryCode is not one of your unused recovery codes']) {
    await passwordStep();
    await visitor.getByRole('button', { name: 'Use a recovery code' }).click();
    await visitor.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    if (expected === 'User Dashboard') {
      await expect(visitor.getByRole('heading', { level: 1, name: expected })).toBeVisible();
      await forget();
    } else {
      await expect(visitor.getByLabel('Recovery code')).toHaveAccessibleDescription(expected);
    }
  }
});
