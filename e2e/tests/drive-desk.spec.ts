import { accessTokenFor, createEvent, makeDrive, makeDriveStaff, registerDonor } from './support/api';
import { expect, pageSignedInAs, test } from './support/fixtures';
import { BASE_URL } from './support/product';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';
import { expectToast, logInThroughForm } from './support/ui';

/** What the desk and the dashboard say (domain DESK_TEXTS, DRIVE_SCREEN_TEXTS), as staff and donors read it. */
const T = { openDesk: 'Open desk', checkIn: 'Checked in', donated: 'Donated', deferred: 'Deferred', save: 'Save', recorded: 'Recorded', reason: 'Reason', pastAppointments: 'Past appointments' };

const QUARTER = 15 * 60_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('drive staff check donors in and record Donated and Deferred; the donor sees the donation and the next eligible date', async ({ browser, request, adminToken, viewport }) => {
  // Two screens of two accounts, both themes: longer than one flow.
  test.slow();
  // A drive running now: from the last quarter hour, 16 slots of 15 minutes, 2 chairs each.
  const start = new Date(Math.floor(Date.now() / QUARTER) * QUARTER - QUARTER);
  const drive = await createEvent(request, adminToken, { name: `Desk Drive ${Date.now()}`, dateTime: start.toISOString(), location: 'Civic Centre' });
  await makeDrive(request, adminToken, drive.id, [{ start: start.toISOString(), end: new Date(start.getTime() + 16 * QUARTER).toISOString(), slotMinutes: 15, chairs: 2 }]);
  const slots = (await (await request.get(`${BASE_URL}/api/drives/${drive.id}/slots`)).json()) as { start: string }[];
  const open = slots.find(({ start: at }) => new Date(at).getTime() > Date.now() + 65 * 60_000)!;
  const donors = [];
  for (const label of ['asha', 'ben']) {
    const donor = await registerDonor(request, label);
    const token = await accessTokenFor(request, donor.email, donor.password);
    expect((await request.post(`${BASE_URL}/api/drives/${drive.id}/appointments`, { headers: bearer(token), data: { slotStart: open.start } })).status()).toBe(201);
    const { username } = await (await request.get(`${BASE_URL}/api/user/me`, { headers: bearer(token) })).json();
    donors.push({ ...donor, token, username: username as string });
  }
  const [asha, ben] = donors;
  const staff = await registerDonor(request, 'staff');
  await makeDriveStaff(request, adminToken, drive.id, staff);

  // Staff log in and land on their drives, then open this one's desk.
  const page = await (await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } })).newPage();
  await logInThroughForm(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/drive-desk$/);
  await page.getByRole('link', { name: `${T.openDesk}: ${drive.name}` }).click();
  const card = (name: string) => page.getByRole('listitem', { name });
  await expect(card(asha.username)).toBeVisible();
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);

  await card(asha.username).getByRole('button', { name: T.checkIn }).click();
  await expect(card(asha.username)).toContainText(T.checkIn);
  await card(asha.username).getByRole('button', { name: T.donated }).click();
  const donated = page.getByRole('dialog', { name: `${T.donated}: ${asha.username}` });
  // Measured once the dialog has come to rest (expectFitsScreen waits for its animation).
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  await donated.getByRole('textbox', { name: /Haemoglobin/ }).fill('13.6');
  await donated.getByRole('textbox', { name: /Blood pressure/ }).fill('118/76');
  await donated.getByRole('button', { name: T.save }).click();
  await expectToast(page, T.recorded);
  await expect(card(asha.username)).toContainText(T.donated);

  await card(ben.username).getByRole('button', { name: T.deferred }).click();
  const deferred = page.getByRole('dialog', { name: `${T.deferred}: ${ben.username}` });
  await deferred.getByRole('combobox', { name: T.reason }).click();
  await page.getByRole('option', { name: 'Low haemoglobin' }).click();
  await deferred.getByRole('button', { name: T.save }).click();
  await expect(card(ben.username)).toContainText(T.deferred);

  // Dark theme too.
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(card(asha.username)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsScreen(page);

  // The donor sees the donation and the new next eligible date.
  const eligibility = await (await request.get(`${BASE_URL}/api/user/eligibility`, { headers: bearer(asha.token) })).json();
  expect(eligibility.eligible).toBe(false);
  const donorPage = await pageSignedInAs(browser, asha.token, { viewport });
  await donorPage.goto('/user-dashboard');
  await expect(donorPage.getByText(/Haemoglobin 13\.6 g\/dL/)).toBeVisible();
  await expect(donorPage.getByText(/Blood pressure 118\/76 mmHg/)).toBeVisible();
  const [year, month, day] = (eligibility.nextEligibleDate as string).split('-').map(Number);
  const shown = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(donorPage.getByText(shown).first()).toBeVisible();
  await donorPage.goto('/user-donors');
  await expect(donorPage.getByRole('main')).toContainText('Civic Centre');
  const benEligibility = await (await request.get(`${BASE_URL}/api/user/eligibility`, { headers: bearer(ben.token) })).json();
  expect(benEligibility).toMatchObject({ eligible: false });
});
