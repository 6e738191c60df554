import { accessTokenFor, createBloodRequest, createEvent, registerDonor, setRole, signUpToVolunteer } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN, AUTH_STATE } from './support/product';
import { expectFitsScreen } from './support/screen-fit';
import { approveInPanel, expectToast, logInThroughForm } from './support/ui';

// What each role is offered, on the desktop ('chromium') and on a phone ('phone'): a moderator coordinates blood
// requests, volunteers and contact messages in the admin panel; a volunteer sees and withdraws their own sign-ups.

const MODERATOR_SCREENS = ['Blood Requests History', 'Volunteers', 'Contacts'];

test.describe('a moderator', () => {
  test.use({ storageState: AUTH_STATE.moderator });

  test("sees only the moderator's screens on the dashboard and in the menu", async ({ page, isMobile }) => {
    await page.goto('/admin-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(main.getByRole('link')).toHaveText(MODERATOR_SCREENS.map((screen) => new RegExp(`^${screen}`)));
    await expectFitsScreen(page);
    if (isMobile) await page.getByRole('button', { name: /open drawer|menu/i }).first().click();
    // The drive desk is a moderator's too (issue 23): every drive's.
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Admin Dashboard', ...MODERATOR_SCREENS, 'Drive desk', 'Your sessions', 'Home']);
  });

  test('is told an admin screen is not theirs, and the API refuses it too', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not part of your role.' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectFitsScreen(page);
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    expect((await page.request.get('/api/admin/users', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test("approves a donor's request and opens its matches, with no Delete or Export", async ({ page, request }) => {
    const donor = await registerDonor(request, 'moderated-donor');
    const patient = `Moderated Patient ${Date.now()}`;
    await createBloodRequest(request, await accessTokenFor(request, donor.email, donor.password), { name: patient, city: 'Pune' });

    await page.goto('/bloodRequests');
    await expect(page.getByRole('heading', { level: 1, name: 'Blood Request History' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search by name, blood group or mobile' }).fill(patient);
    await approveInPanel(page, patient);
    await expectToast(page, 'Request approved successfully!');
    await page.getByRole('button', { name: `Matches for ${patient}` }).click();
    const matches = page.getByRole('dialog', { name: 'Matched donors' });
    await expect(matches).toBeVisible();
    await expectFitsScreen(page);
    await matches.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('button', { name: `Delete request of ${patient}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  });

  test('opens Volunteers and Contacts without Export', async ({ page }) => {
    for (const [path, heading] of [['/volunteers', 'Volunteer List'], ['/contacts', 'All Contacts']]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
      await expectFitsScreen(page);
    }
  });

  test('is offered the Admin Dashboard in the public navbar', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'User Dashboard' })).toHaveCount(0);
  });
});

test('a volunteer sees the event they signed up for on their dashboard and withdraws', async ({ page, request }) => {
  const adminToken = await accessTokenFor(request, ADMIN.email, ADMIN.password);
  const volunteer = await registerDonor(request, 'volunteer');
  await setRole(request, adminToken, volunteer.email, 'volunteer');
  const event = await createEvent(request, adminToken, { name: `Harbour Drive ${Date.now()}`, location: 'Harbour Hall, Pune' });
  await signUpToVolunteer(request, await accessTokenFor(request, volunteer.email, volunteer.password), event.id);

  await logInThroughForm(page, volunteer.email, volunteer.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  const card = page.getByRole('region', { name: 'My volunteering' });
  await expect(card.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(card).toContainText('Harbour Hall, Pune');
  await expectFitsScreen(page);

  await card.getByRole('button', { name: `Withdraw from ${event.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your sign-up?' });
  await expect(dialog).toContainText(event.name);
  await expectFitsScreen(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectToast(page, 'You have withdrawn your volunteer sign-up.');
  await expect(card.getByText('You have not signed up to volunteer yet.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Volunteer with Us' })).toHaveAttribute('href', '/get-involved');
});
