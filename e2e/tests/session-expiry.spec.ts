import { expect, test } from './support/fixtures';
import { registerDonor } from './support/api';
import { logInThroughForm } from './support/ui';

/** A token the browser will see as expired: the server never accepts it anyway. */
function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
}

test('an expired token is refreshed silently at start when the refresh cookie is valid', async ({ page, request }) => {
  const donor = await registerDonor(request, 'refreshing-donor');
  await logInThroughForm(page, donor.email, donor.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  const stale = expiredToken();
  await page.evaluate((token) => localStorage.setItem('jwtToken', token), stale);

  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwtToken'))).not.toBe(stale);
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/user-dashboard$/);
});

test('a failed refresh shows Session Expired and logs out after OK', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((token) => {
    localStorage.setItem('jwtToken', token);
    localStorage.setItem('LoggedIn', 'true');
    localStorage.setItem('Roles', 'user');
    localStorage.setItem('email', 'gone@e2e.test');
  }, expiredToken());
  await page.goto('/user-dashboard');
  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
});
