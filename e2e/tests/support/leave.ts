import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { recordDonation } from './api';
import { expect } from './fixtures';
import { BASE_URL } from './product';
import { expectFitsScreen } from './screen-fit';
import { expectToast, logInThroughForm } from './ui';

const DELETED = 'Your account has been deleted. We have sent a confirmation to your email address.';

/**
 * A donor (fresh, signed in) takes their data out from the dashboard, checks the file holds their email and donation,
 * then deletes the account (a wrong password first: refused under its field) and can no longer log in. `fits` also
 * checks the page fits the screen at each step (phones).
 */
export async function downloadDataThenLeave(page: Page, request: APIRequestContext, donor: { email: string; password: string; token: string }, fits = false): Promise<void> {
  const gift = `Leaving Donor ${Date.now()}`;
  await recordDonation(request, donor.token, { name: gift });

  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  if (fits) await expectFitsScreen(page);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-blood-donation-data.json');
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as { account: { email: string }; donations: { name: string }[] };
  expect(data.account.email).toBe(donor.email);
  expect(data.donations.map(({ name }) => name)).toEqual([gift]);

  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your donations, blood requests, volunteer sign-ups and messages to us stay only as anonymous records');
  if (fits) await expectFitsScreen(page);
  const password = dialog.getByLabel('Password', { exact: true });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await password.fill('not-my-password-1');
  await confirm.click();
  await expect(password).toHaveAccessibleDescription('Password is incorrect');
  expect((await request.get(`${BASE_URL}/api/user/me`, { headers: { Authorization: `Bearer ${donor.token}` } })).status()).toBe(200);

  await password.fill(donor.password);
  await confirm.click();
  await expectToast(page, DELETED);
  await expect(page).toHaveURL(/\/login$/);
  if (fits) await expectFitsScreen(page);
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();

  await logInThroughForm(page, donor.email, donor.password);
  await expectToast(page, 'Invalid email or password.');
  expect((await request.get(`${BASE_URL}/api/user/me`, { headers: { Authorization: `Bearer ${donor.token}` } })).status()).toBe(401);
}
