import { accessTokenFor } from './support/api';
import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/product';
import { expectToast } from './support/ui';

const NEW_PASSWORD = 'changed-pass-1';

// A fresh donor of its own (the fixture): the signed-in donor of the other specs keeps the password it logs in with.
test('a donor changes the password from the dashboard on a 360 px screen; the other sessions end, this one stays', async ({ page, request, donor }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const elsewhere = await accessTokenFor(request, donor.email, donor.password);
  const me = (token: string) => request.get(`${BASE_URL}/api/user/me`, { headers: { Authorization: `Bearer ${token}` } });

  await page.goto('/user-dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const current = page.getByLabel('Current Password', { exact: true });
  const password = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Change Password', exact: true });

  await submit.click();
  for (const message of ['Current password is required', 'Password is required', 'Confirm password is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await current.fill('not-the-password');
  await password.fill('short');
  await confirm.fill('other');
  await submit.click();
  await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
  await expect(page.getByText('Passwords must match', { exact: true })).toBeVisible();

  // A wrong current password: the server's message, under its field; nothing changes.
  await password.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expectToast(page, 'Current password is incorrect');
  await expect(current).toHaveAccessibleDescription('Current password is incorrect');
  await expect(page).toHaveURL(/\/change-password$/);
  expect((await me(elsewhere)).status()).toBe(200);

  await current.fill(donor.password);
  await submit.click();
  await expectToast(page, 'Your password has been changed. Your other sessions have been logged out.');
  await expect(page).toHaveURL(/\/user-dashboard$/);

  // The other session ended at once; this one stays logged in, across a reload too.
  expect((await me(elsewhere)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
  const here = (await page.evaluate(() => localStorage.getItem('jwtToken'))) ?? '';
  expect((await me(here)).status()).toBe(200);

  expect((await request.post(`${BASE_URL}/api/auth/login`, { data: { email: donor.email, password: donor.password } })).status()).toBe(401);
  await accessTokenFor(request, donor.email, NEW_PASSWORD);
});
