import { actOnceHydrated, expect, test } from './support/fixtures';
import { AUTH_STATE } from './support/product';
import { expectToast } from './support/ui';

test('the theme survives a reload and is shared with the admin panel', async ({ browser }) => {
  const context = await browser.newContext({ storageState: AUTH_STATE.admin });
  const page = actOnceHydrated(await context.newPage());
  await page.goto('/');
  const html = page.locator('html');
  const startedDark = (await html.getAttribute('data-bs-theme')) === 'dark';
  await page.getByRole('button', { name: /theme/i }).first().click();
  await expectToast(page, startedDark ? 'switched to light theme.' : 'switched to dark theme.');
  const expected = startedDark ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-bs-theme', expected);

  await page.reload();
  await expect(html).toHaveAttribute('data-bs-theme', expected);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe(String(expected === 'dark'));

  await page.goto('/admin-dashboard');
  const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(background).toBe(expected === 'dark' ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)');
  await context.close();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! You seem to be lost.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).or(page.getByRole('button', { name: 'Go Back Home' })).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer shows the open hours and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const hours of ['Monday to Thursday', '9:00am to 5:00pm', 'Friday', '9:00am to 4:00pm', 'Saturday', '9:00am to 1:30pm', 'Sunday', '9:30am to 12:00pm']) {
    await expect(footer.getByText(hours, { exact: false }).first()).toBeVisible();
  }
  await expect(footer.getByText(String(new Date().getFullYear()), { exact: false })).toBeVisible();
  for (const link of ['Privacy Policy', 'Terms of Use', 'Get Involved']) {
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  }
});

test('the scroll-to-top button appears past 300 px and scrolls back up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: /scroll to top/i });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Swagger UI documents the API', async ({ page, request }) => {
  const spec = await (await request.get('/api/docs-json')).json();
  expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/refresh', '/api/auth/logout', '/api/user/register']));
  await page.goto('/api/docs');
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  // The description's Markdown shows the header's placeholder, not an empty tag.
  await expect(page.getByText('Authorization: Bearer <token>')).toBeVisible();
});
