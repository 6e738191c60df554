import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/product';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';
import { expectToast } from './support/ui';

// Consent is recorded: a donor sees what they agreed to, when and to which privacy text, and withdraws in one click.

/** The version of the privacy text the server records consents with, as GET /api/user/consents names it. */
async function currentVersion(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get(`${BASE_URL}/api/user/consents`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { currentVersion: string }).currentVersion;
}

async function seeConsentsAndWithdrawMatching(page: Page, request: APIRequestContext, token: string): Promise<void> {
  const available = await request.put(`${BASE_URL}/api/user/availability`, { headers: { Authorization: `Bearer ${token}` }, data: { available: true, city: 'Pune' } });
  expect(available.status()).toBe(200);
  const version = await currentVersion(request, token);

  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Your consents' });
  const item = (name: string) => card.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(item('Your account')).toContainText(`(Privacy Policy version ${version}).`);
  await expect(item('Your account')).toContainText('This ends when you delete your account.');
  await expect(item('Your account').getByRole('button')).toHaveCount(0);
  await expect(item('Being asked to donate')).toContainText(`(Privacy Policy version ${version}).`);
  await expect(item('Newsletter')).toContainText('Not given.');
  await expect(page.getByRole('switch', { name: 'Available to donate' })).toBeChecked();
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Withdraw consent: Being asked to donate' }).click();
  await expectToast(page, 'Your consent was withdrawn.');
  await expect(item('Being asked to donate')).toContainText('Not given.');
  await expect(page.getByRole('switch', { name: 'Available to donate' })).not.toBeChecked();
  await expectFitsScreen(page);

  await page.reload();
  await expect(item('Being asked to donate')).toContainText('Not given.');
  await card.getByText('History').click();
  await expect(card.getByRole('listitem').filter({ hasText: /^Being asked to donate: given on .+, withdrawn on .+$/ })).toHaveCount(1);
  await expectFitsScreen(page);
}

test('a donor sees their consents, with when and which version, and withdraws being asked to donate', async ({ page, request, donor }) => {
  await seeConsentsAndWithdrawMatching(page, request, donor.token);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('a donor sees their consents and withdraws being asked to donate', async ({ page, request, donor }) => {
    await seeConsentsAndWithdrawMatching(page, request, donor.token);
  });
});

test('the register form says what registering agrees to, with a link to the Privacy Policy', async ({ page }) => {
  await page.goto('/register');
  const statement = page.getByText(/^By registering you agree to this: We keep your account details/);
  await expect(statement).toContainText(/\(version \d{4}-\d{2}-\d{2}\)\.$/);
  await statement.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});
