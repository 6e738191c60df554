import { actOnceHydrated, expect, keepLogin, type StoredLogin, test } from './support/fixtures';
import { queuedEmailText } from './support/outbox';
import { BASE_URL } from './support/product';
import { expectToast } from './support/ui';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

// On the desktop (chromium) and on a 360 px phone (small-phone).
test("a donor logged in on two browsers ends the other's session from the dashboard; that browser is logged out", async ({ page, browser, donor }) => {
  // The other browser: a context of its own, logged in through the API (its refresh cookie and stored session), its login sent as Firefox on Android.
  const other = await browser.newContext({ viewport: page.viewportSize(), storageState: { cookies: [], origins: [] } });
  const login = await other.request.post(`${BASE_URL}/api/auth/login`, { data: { email: donor.email, password: donor.password }, headers: { 'User-Agent': FIREFOX_ANDROID } });
  expect(login.status()).toBe(200);
  await keepLogin(other, (await login.json()) as StoredLogin);
  const elsewhere = actOnceHydrated(await other.newPage());
  await elsewhere.goto('/user-dashboard');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();

  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Where you’re logged in' });
  await expect(card.getByText('This device', { exact: true })).toBeVisible();
  await expect(card.getByText('Firefox on Android', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Last used .+, around .+/)).toHaveCount(2);
  const end = card.getByRole('button', { name: 'End the session on Firefox on Android' });
  const box = (await end.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await end.click();
  const dialog = page.getByRole('dialog', { name: 'End this session?' });
  await expect(dialog).toContainText('Firefox on Android will be logged out at once');
  await dialog.getByRole('button', { name: 'End', exact: true }).click();
  await expectToast(page, 'That session has ended: that device is logged out.');
  await expect(card.getByText('You are logged in on this device only.')).toBeVisible();
  await expect(card.getByText('Firefox on Android', { exact: true })).toHaveCount(0);

  // The other browser's next page that needs a login finds its session over, and it goes to /login.
  await elsewhere.goto('/user-dashboard');
  const expired = elsewhere.getByRole('dialog', { name: 'Session Expired' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'OK' }).click();
  await expect(elsewhere).toHaveURL(/\/login$/);
  expect(await elsewhere.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();

  // This browser stays logged in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
  await other.close();
});

test('the link in the email about a login from a new device ends every session: the browser logged in is logged out', async ({ page, browser, donor }) => {
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  // A login from another browser (no device cookie of this account): its owner is told, with the link.
  const elsewhere = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const login = await elsewhere.request.post(`${BASE_URL}/api/auth/login`, { data: { email: donor.email, password: donor.password }, headers: { 'User-Agent': FIREFOX_ANDROID } });
  expect(login.status()).toBe(200);
  const text = await queuedEmailText(donor.email, 'New login to your Blood Donation account');
  expect(text).toContain('Device: Firefox on Android');
  const link = new URL(/https?:\/\/\S+\/end-sessions\?token=\S+/.exec(text)![0]);

  // Opened in a browser that is not logged in (the email's owner may be locked out): nothing ends until the button.
  const reader = await browser.newContext({ viewport: page.viewportSize(), storageState: { cookies: [], origins: [] } });
  const mailReader = actOnceHydrated(await reader.newPage());
  await mailReader.goto(`${link.pathname}${link.search}`);
  await expect(mailReader.getByRole('heading', { level: 1, name: 'End all sessions' })).toBeVisible();
  // Reloaded once the dashboard's own calls are done (none of them cut off half-way).
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
  const button = mailReader.getByRole('button', { name: 'End all sessions' });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await mailReader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await button.click();
  await expect(mailReader.getByText('Every session of your account has ended.', { exact: false })).toBeVisible();

  await page.goto('/user-dashboard');
  const expired = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await Promise.all([elsewhere.close(), reader.close()]);
});
