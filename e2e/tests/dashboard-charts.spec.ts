import { expect, test } from './support/fixtures';
import { AUTH_STATE } from './support/product';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';

// Issue 23 point 8: the admin dashboard's charts, their tables opened, on a 360 px phone in both themes.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ storageState: AUTH_STATE.admin, viewport: { width: 360, height: 740 } });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', dark), String(theme === 'dark'));
    });

    test('the bookings and donations charts are named images with their figures as tables, and fit the screen', async ({ page }) => {
      await page.goto('/admin-dashboard');
      const bookings = page.getByRole('img', { name: /^Bookings, next 14 days/ });
      const donations = page.getByRole('img', { name: /^Donations, last 12 months/ });
      await expect(bookings).toBeVisible();
      await expect(donations).toBeVisible();
      await expect(bookings.locator('[data-day]')).toHaveCount(14);
      await expect(donations.locator('[data-month]')).toHaveCount(12);
      for (const toggle of await page.getByText('Show the figures as a table').all()) await toggle.click();
      await expect(page.getByRole('table', { name: 'Bookings, next 14 days' }).getByRole('row')).toHaveCount(15);
      await expect(page.getByRole('table', { name: 'Donations, last 12 months' }).getByRole('row')).toHaveCount(13);
      await expectFitsScreen(page);
      await expectNoAxeViolations(page);
    });
  });
}
