import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, AUTH_STATE, walkDriveId, walkTeamPath } from './support/product';
import { stepUpIfDue } from './support/staff-factors';
import { expectFitsScreen, expectNoAxeViolations, expectTapTargets } from './support/screen-fit';

// Every route of docs/behaviour.md section 2, as visitor, donor and admin, in both themes: the page is never wider than
// the screen, toasts and dialogs sit on it, axe finds nothing (its target-size rule included), and on the smallest
// phone (360 px) every control a finger uses is at least 44 × 44 px. Run by the walk projects at 360, 390, 768 and
// 1280 px (playwright.config.ts), two tests at a time: nothing here changes what another test reads.
const SMALL_PHONE_WIDTH = 360;
/** A route, and the name of its main heading where the walk checks it (any level-one heading otherwise). */
type Route = string | readonly [path: string, heading: string | RegExp];
const LOST = /Oops! You seem to be lost\./;
/** The desk of the drive sign-in.setup.ts makes for the walk, with a donor booked (its id is known only then). */
const WALK_DRIVE_DESK = '/drive-desk/{walk drive}';
/** The page of the team sign-in.setup.ts makes for the walk (its slug is known only then). */
const WALK_TEAM = '/teams/{walk team}';
const VISITOR_PATHS: Route[] = [['/', 'Saving Lives, One Donation at a Time'], ['/about-us', 'About Us'], ['/contact-us', 'Get In Touch'],
  ['/register', 'Create Account'], ['/login', 'Welcome Back'], ['/events', /Events/], ['/all-events', 'All Events'], ['/faqs', 'Frequently Asked Questions'],
  ['/privacy-policy', 'Privacy Policy'], ['/terms', 'Terms of Use'], ['/join-us', 'Join Us'], ['/our-story', 'Our Story'], '/unsubscribe', '/forgot-password',
  '/reset-password', '/confirm-email', '/end-sessions', '/need', '/appointments/manage', ['/team-leaderboard', 'Team leaderboard'], [WALK_TEAM, 'Walk Team'], ['/no-such-page', LOST]];
const DONOR_PATHS: Route[] = [['/user-dashboard', 'User Dashboard'], ['/makeRequest', 'Make Blood Request'], ['/requestHistory', 'Request History'], '/my-asks',
  ['/donateBlood', 'Donate Blood'], ['/user-donors', 'Donation History'], ['/get-involved', 'Volunteer Form'], '/change-password', '/profile',
  ['/donor-card', 'Your donor card'], ['/two-factor', 'Set up two-factor authentication']];
/** A moderator's screens, and one that is not theirs (its Access Denied page). */
const MODERATOR_PATHS: Route[] = ['/admin-dashboard', '/bloodRequests', '/volunteers', '/contacts', '/drive-desk', WALK_DRIVE_DESK, '/users'];
const ADMIN_PATHS: Route[] = ['/admin-dashboard', '/addDonors', '/users', '/bloodRequests', '/donorlist', '/event-management', '/create-event',
  '/manage-events', '/contacts', '/volunteers', '/teams', '/audit-log', '/drive-desk', WALK_DRIVE_DESK, '/hospitals', '/your-sessions', ['/admin-dashboard/no-such-screen', LOST]];

/** The page as it is now: fits the screen, axe finds nothing, and at 360 px every control is a finger's size. */
async function checkLoadedScreen(page: Page, theme: Theme, heading?: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('darkMode')), 'theme').toBe(String(theme === 'dark'));
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  if (page.viewportSize()!.width <= SMALL_PHONE_WIDTH) await expectTapTargets(page);
}

type Theme = 'light' | 'dark';

const pathOf = (route: Route) => (typeof route === 'string' ? route : route[0]);

/**
 * The route's page in the light theme, then switched to dark as another tab of the site switches it (the stored flag and
 * its storage event, which both apps follow without a reload) and checked again once the page has repainted; `more`
 * runs after the checks in each. One page load: the two loads a test made before doubled the walk's time.
 */
async function checkScreen(page: Page, route: Route, more: () => Promise<void> = async () => {}) {
  const [named, heading] = typeof route === 'string' ? [route] : route;
  const path = named === WALK_DRIVE_DESK ? `/drive-desk/${walkDriveId()}` : named === WALK_TEAM ? walkTeamPath() : named;
  await page.addInitScript(() => localStorage.setItem('darkMode', 'false'));
  await page.goto(path);
  await checkLoadedScreen(page, 'light', heading);
  await more();
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.evaluate(() => {
    localStorage.setItem('darkMode', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'darkMode', newValue: 'true', storageArea: localStorage }));
  });
  await page.waitForFunction((light) => getComputedStyle(document.body).backgroundColor !== light, lightBackground);
  await checkLoadedScreen(page, 'dark', heading);
  await more();
}

// Each test checks its page twice, once per theme: twice the config's time for one page.
test.describe.configure({ timeout: 180_000 });

test.describe('visitor', () => {
  for (const route of VISITOR_PATHS) test(`${pathOf(route)} fits the screen in both themes`, ({ page }) => checkScreen(page, route));
});

test.describe('donor', () => {
  test.use({ storageState: AUTH_STATE.donor });
  for (const route of DONOR_PATHS) test(`${pathOf(route)} fits the screen in both themes`, ({ page }) => checkScreen(page, route));
});

test.describe('moderator', () => {
  test.use({ storageState: AUTH_STATE.moderator });
  for (const route of MODERATOR_PATHS) test(`${pathOf(route)} fits the screen in both themes`, ({ page }) => checkScreen(page, route));
});

test.describe('admin', () => {
  test.use({ storageState: AUTH_STATE.admin });
  for (const route of ADMIN_PATHS) {
    test(`${pathOf(route)} fits the screen in both themes`, async ({ page }) => {
      // The audit log needs a second-factor check within STEP_UP_MINUTES; the panel would ask for it first.
      if (route === '/audit-log') await stepUpIfDue(page, ADMIN.email);
      await checkScreen(page, route, async () => {
        // The app bar keeps its last button, Logout, on the screen whatever the page below holds.
        const logout = (await page.getByRole('button', { name: 'Logout', exact: true }).boundingBox())!;
        expect(logout.x + logout.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      });
    });
  }
});
