import { actOnceHydrated, expect, test } from './support/fixtures';
import { BASE_URL } from './support/product';
import { expectToast } from './support/ui';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

// On the desktop (chromium) and on a 360 px phone (small-phone).
test("a donor logged in on two browsers ends the other's session from the dashboard; that browser is logged out", async ({ page, browser, donor }) => {
  // The other browser: a context of its own, logged in through the API (its refresh cookie and stored session), its login sent as Firefox on Android.
  const other = await browser.newContext({ viewport: page.viewportSize(), storageState: { cookies: [], origins: [] } });
  const login = await other.request.post(`${BASE_URL}/api/auth/login`, { data: { email: donor.email, password: donor.password }, headers: { 'User-Agent': FIREFOX_ANDROID } });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { accessToken: string; email: string; username: string };
  await other.addInitScript((stored) => {
    if (localStorage.getItem('jwtToken')) return;
    localStorage.setItem('jwtToken', stored.accessToken);
    localStorage.setItem('email', stored.email);
    localStorage.setItem('username', stored.username);
    localStorage.setItem('LoggedIn', 'true');
    localStorage.setItem('Roles', 'user');
  }, session);
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
