import { addDays, todayIn } from '@blood-donation/domain';
import { expect, test as setup } from './support/fixtures';
import { writeFileSync } from 'node:fs';
import { accessTokenFor, bookAppointment, createBloodRequest, createEvent, makeDrive, moveBloodRequest, recordDonation, registerDonor, setRole } from './support/api';
import { ADMIN, AUTH_STATE, BASE_URL, WALK_DRIVE_FILE, WALK_TEAM_FILE } from './support/product';
import { enrolOnPage, secretOf } from './support/staff-factors';
import { logInThroughForm } from './support/ui';

// Log in once per role through the real form and keep the browser state for the other tests. A staff account has
// no second factor at its first login: it is sent to /two-factor, sets up an authenticator app there (its codes
// computed by the suite), and goes on to the admin panel in the same session. The seeded superAdmin has one already
// when the screen walk runs after the flows on the same server data: its login then asks for the app's code.
setup('superAdmin signs in', async ({ page }) => {
  const enrolled = secretOf(ADMIN.email) !== undefined;
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  if (!enrolled) await enrolOnPage(page, ADMIN.email);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.context().storageState({ path: AUTH_STATE.admin });
});

setup('donor signs in', async ({ page, request }) => {
  const donor = await registerDonor(request, 'signed-in-donor');
  await logInThroughForm(page, donor.email, donor.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  // Something in the donor's histories, so their tables are checked with rows in them.
  const token = (await page.evaluate(() => localStorage.getItem('jwtToken'))) ?? '';
  await createBloodRequest(request, token, { name: 'Signed-in Donor Patient' });
  // An approved request (Mark fulfilled, Cancel request) and a rejected one with its reason, for the phone screens.
  const adminToken = await accessTokenFor(request, ADMIN.email, ADMIN.password);
  await moveBloodRequest(request, adminToken, (await createBloodRequest(request, token, { name: 'Signed-in Donor Approved' })).id, 'approve');
  const rejected = await createBloodRequest(request, token, { name: 'Signed-in Donor Rejected' });
  await moveBloodRequest(request, adminToken, rejected.id, 'reject', 'No matching donor within reach of the hospital this week; please ask again.');
  await recordDonation(request, token);
  // A team the donor owns and is shown on: the dashboard's Teams card and the walk's team page have something in them.
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post(`${BASE_URL}/api/teams`, { headers, data: { name: 'Walk Team', kind: 'community' } });
  expect(team.status()).toBe(201);
  const { slug } = (await team.json()) as { slug: string };
  expect((await request.put(`${BASE_URL}/api/teams/${slug}/members/me`, { headers, data: { shown: true } })).status()).toBe(200);
  writeFileSync(WALK_TEAM_FILE, JSON.stringify({ slug }));
  await page.context().storageState({ path: AUTH_STATE.donor });
});

setup('moderator signs in', async ({ page, request }) => {
  const moderator = await registerDonor(request, 'signed-in-moderator');
  await setRole(request, await accessTokenFor(request, ADMIN.email, ADMIN.password), moderator.email, 'moderator');
  await logInThroughForm(page, moderator.email, moderator.password);
  await enrolOnPage(page, moderator.email);
  // A moderator coordinates in the admin panel, as admins do.
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.context().storageState({ path: AUTH_STATE.moderator });
});

// A drive two days ahead with one donor booked, so the screen walk sees a desk with an appointment on it.
setup('a drive for the desk', async ({ request }) => {
  const adminToken = await accessTokenFor(request, ADMIN.email, ADMIN.password);
  const day = addDays(todayIn('UTC'), 2);
  const event = await createEvent(request, adminToken, { name: `Walk Drive ${Date.now()}`, dateTime: `${day}T09:00:00.000Z`, location: 'Community Hall' });
  await makeDrive(request, adminToken, event.id, [{ start: `${day}T09:00:00.000Z`, end: `${day}T10:00:00.000Z`, slotMinutes: 30, chairs: 2 }]);
  const donor = await registerDonor(request, 'walk-drive-donor');
  await bookAppointment(request, await accessTokenFor(request, donor.email, donor.password), event.id, `${day}T09:00:00.000Z`);
  writeFileSync(WALK_DRIVE_FILE, JSON.stringify({ id: event.id }));
});
