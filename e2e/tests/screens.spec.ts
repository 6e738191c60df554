import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AUTH_STATE } from './support/product';
import { expectFitsScreen, expectNoAxeViolations, expectTapTargets } from './support/screen-fit';

// Every route of docs/behaviour.md section 2, as visitor, donor and admin, in both themes. Run by the phone, tablet and
// desktop projects (playwright.config.ts): the page is never wider than the screen, toasts and dialogs sit on it, axe
// finds nothing (its target-size rule included), and on the smallest phone (360 px) every control a finger uses is at
// least 44 × 44 px.
const SMALL_PHONE_WIDTH = 360;
const VISITOR_PATHS = ['/', '/about-us', '/contact-us', '/register', '/login', '/events', '/all-events', '/faqs', '/privacy-policy', '/terms',
  '/join-us', '/our-story', '/unsubscribe', '/forgot-password', '/reset-password', '/confirm-email', '/need', '/appointments/manage', '/no-such-page'];
const DONOR_PATHS = ['/user-dashboard', '/makeRequest', '/requestHistory', '/my-asks', '/donateBlood', '/user-donors', '/get-involved', '/change-password',
  '/profile'];
/** A moderator's screens, and one that is not theirs (its Access Denied page). */
const MODERATOR_PATHS = ['/admin-dashboard', '/bloodRequests', '/volunteers', '/contacts', '/users'];
const ADMIN_PATHS = ['/admin-dashboard', '/addDonors', '/users', '/bloodRequests', '/donorlist', '/event-management', '/create-event',
  '/manage-events', '/contacts', '/volunteers', '/teams', '/audit-log'];

async function checkScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  if (page.viewportSize()!.width <= SMALL_PHONE_WIDTH) await expectTapTargets(page);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((dark) => localStorage.setItem('darkMode', dark), String(theme === 'dark'));
    });

    test.describe('visitor', () => {
      for (const path of VISITOR_PATHS) test(`${path} fits the screen`, ({ page }) => checkScreen(page, path));
    });

    test.describe('donor', () => {
      test.use({ storageState: AUTH_STATE.donor });
      for (const path of DONOR_PATHS) test(`${path} fits the screen`, ({ page }) => checkScreen(page, path));
    });

    test.describe('moderator', () => {
      test.use({ storageState: AUTH_STATE.moderator });
      for (const path of MODERATOR_PATHS) test(`${path} fits the screen`, ({ page }) => checkScreen(page, path));
    });

    test.describe('admin', () => {
      test.use({ storageState: AUTH_STATE.admin });
      for (const path of ADMIN_PATHS) {
        test(`${path} fits the screen`, async ({ page }) => {
          await checkScreen(page, path);
          // The app bar keeps its last button, Logout, on the screen whatever the page below holds.
          const logout = (await page.getByRole('button', { name: 'Logout', exact: true }).boundingBox())!;
          expect(logout.x + logout.width).toBeLessThanOrEqual(page.viewportSize()!.width);
        });
      }
    });
  });
}
