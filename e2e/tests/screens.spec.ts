import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AUTH_STATE } from './support/product';
import { expectFitsScreen, expectNoAxeViolations, expectTapTargets } from './support/screen-fit';

// Every route of docs/behaviour.md section 2, as visitor, donor and admin, in both themes: the page is never wider than
// the screen, toasts and dialogs sit on it, axe finds nothing (its target-size rule included), and on the smallest
// phone (360 px) every control a finger uses is at least 44 × 44 px. Run by the walk projects at 360, 390, 768 and
// 1280 px (playwright.config.ts), two tests at a time: nothing here changes what another test reads.
const SMALL_PHONE_WIDTH = 360;
const VISITOR_PATHS = ['/', '/about-us', '/contact-us', '/register', '/login', '/events', '/all-events', '/faqs', '/privacy-policy', '/terms',
  '/join-us', '/our-story', '/unsubscribe', '/forgot-password', '/reset-password', '/confirm-email', '/need', '/appointments/manage', '/no-such-page'];
const DONOR_PATHS = ['/user-dashboard', '/makeRequest', '/requestHistory', '/my-asks', '/donateBlood', '/user-donors', '/get-involved', '/change-password',
  '/profile'];
/** A moderator's screens, and one that is not theirs (its Access Denied page). */
const MODERATOR_PATHS = ['/admin-dashboard', '/bloodRequests', '/volunteers', '/contacts', '/users'];
const ADMIN_PATHS = ['/admin-dashboard', '/addDonors', '/users', '/bloodRequests', '/donorlist', '/event-management', '/create-event',
  '/manage-events', '/contacts', '/volunteers', '/teams', '/audit-log'];

/** The page as it is now: fits the screen, axe finds nothing, and at 360 px every control is a finger's size. */
async function checkLoadedScreen(page: Page, theme: Theme) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('darkMode')), 'theme').toBe(String(theme === 'dark'));
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  if (page.viewportSize()!.width <= SMALL_PHONE_WIDTH) await expectTapTargets(page);
}

type Theme = 'light' | 'dark';

/**
 * `path` in the light theme, then, after choosing dark as a visitor does (it is kept in localStorage), reloaded in the
 * dark theme; `more` runs after the checks in each.
 */
async function checkScreen(page: Page, path: string, more: () => Promise<void> = async () => {}) {
  await page.addInitScript(() => {
    if (localStorage.getItem('darkMode') === null) localStorage.setItem('darkMode', 'false');
  });
  await page.goto(path);
  await checkLoadedScreen(page, 'light');
  await more();
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await checkLoadedScreen(page, 'dark');
  await more();
}

// Each test loads its page twice, once per theme: twice the config's time for one page.
test.describe.configure({ timeout: 180_000 });

test.describe('visitor', () => {
  for (const path of VISITOR_PATHS) test(`${path} fits the screen in both themes`, ({ page }) => checkScreen(page, path));
});

test.describe('donor', () => {
  test.use({ storageState: AUTH_STATE.donor });
  for (const path of DONOR_PATHS) test(`${path} fits the screen in both themes`, ({ page }) => checkScreen(page, path));
});

test.describe('moderator', () => {
  test.use({ storageState: AUTH_STATE.moderator });
  for (const path of MODERATOR_PATHS) test(`${path} fits the screen in both themes`, ({ page }) => checkScreen(page, path));
});

test.describe('admin', () => {
  test.use({ storageState: AUTH_STATE.admin });
  for (const path of ADMIN_PATHS) {
    test(`${path} fits the screen in both themes`, ({ page }) =>
      checkScreen(page, path, async () => {
        // The app bar keeps its last button, Logout, on the screen whatever the page below holds.
        const logout = (await page.getByRole('button', { name: 'Logout', exact: true }).boundingBox())!;
        expect(logout.x + logout.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      }));
  }
});
