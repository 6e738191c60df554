import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AUTH_STATE } from './support/product';

const themes = ['light', 'dark'] as const;

async function expectNoViolations(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', dark), String(theme === 'dark'));
    });

    test.describe('visitor pages', () => {
      for (const [path, heading] of [['/', 'Saving Lives, One Donation at a Time'], ['/login', 'Welcome Back'], ['/register', 'Create Account'], ['/no-such-page', /Oops! You seem to be lost\./],
        ['/about-us', 'About Us'], ['/our-story', 'Our Story'], ['/contact-us', 'Get In Touch'], ['/events', /Events/], ['/all-events', 'All Events'],
        ['/faqs', 'Frequently Asked Questions'], ['/terms', 'Terms of Use'], ['/privacy-policy', 'Privacy Policy'], ['/join-us', 'Join Us']] as const) {
        test(`${path} has no axe violations`, async ({ page }) => expectNoViolations(page, path, heading));
      }
    });

    test.describe('donor pages', () => {
      test.use({ storageState: AUTH_STATE.donor });
      for (const [path, heading] of [['/user-dashboard', 'User Dashboard'], ['/makeRequest', 'Make Blood Request'], ['/donateBlood', 'Donate Blood'],
        ['/requestHistory', 'Request History'], ['/user-donors', 'Donation History'], ['/get-involved', 'Volunteer Form']] as const) {
        test(`${path} has no axe violations`, async ({ page }) => expectNoViolations(page, path, heading));
      }
    });

    test.describe('admin pages', () => {
      test.use({ storageState: AUTH_STATE.admin });
      for (const path of ['/admin-dashboard', '/addDonors', '/users', '/bloodRequests', '/donorlist', '/event-management', '/create-event',
        '/manage-events', '/contacts', '/volunteers', '/teams']) {
        test(`${path} has no axe violations`, async ({ page }) => expectNoViolations(page, path, /.+/));
      }
      test('an unknown admin path has no axe violations', async ({ page }) => expectNoViolations(page, '/admin-dashboard/no-such-screen', /Oops! You seem to be lost\./));
    });
  });
}
