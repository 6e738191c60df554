import { accessTokenFor, approveBloodRequest, createBloodRequest, registerDonor } from './support/api';
import { expect, pageSignedInAs, test } from './support/fixtures';
import { ADMIN, AUTH_STATE } from './support/product';
import { stepUpIfDue } from './support/staff-factors';
import { expectFitsScreen } from './support/screen-fit';
import { approveInPanel, expectToast } from './support/ui';
import { filterAuditLogByAction } from './support/audit-log';
import { downloadDataThenLeave } from './support/leave';

// The main flows on a phone (the 'phone' project only): lists are cards there, and every action must still be reachable.

test('on a phone, a visitor asked to log in can sign up from Login Required instead', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Volunteer with Us', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog.getByRole('button', { name: 'Login Now' })).toBeVisible();
  await expectFitsScreen(page);
  await dialog.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
});

test('a donor makes a request on a phone, finds it as a card and deletes it through the dialog', async ({ page, donor }) => {
  await page.goto('/makeRequest');
  const form = page.getByRole('main');
  await form.getByLabel('Name').fill('Phone Patient');
  await form.getByLabel('Email').fill(donor.email);
  await form.getByLabel('Blood Group').selectOption('O-');
  await form.getByLabel('Units').fill('2');
  await form.getByLabel('Mobile').fill('9876543210');
  await form.getByLabel('Gender').selectOption('Male');
  await form.getByLabel('Age').fill('40');
  await form.getByLabel('City').fill('Pune');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(page, 'Blood request added successfully!');
  await expectFitsScreen(page);

  await page.goto('/requestHistory');
  // Cards, not a table, on a phone.
  await expect(page.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article').filter({ hasText: 'Phone Patient' });
  await expect(card).toContainText('Pending');
  await card.getByRole('button', { name: /^Delete request/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toBeVisible();
  await expectFitsScreen(page);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Request deleted successfully!');
  await expectFitsScreen(page);
  await expect(page.getByRole('article').filter({ hasText: 'Phone Patient' })).toHaveCount(0);
});

test('on a phone, a donor says they may be asked, is asked and says yes; the requester sees them; the need board counts the request', async ({ page, browser, request, donor, adminToken }) => {
  // A city no other test uses: this donor is the only one asked.
  const city = `Phoneville ${Date.now()}`;
  await page.goto('/user-dashboard');
  const availability = page.getByRole('region', { name: 'Being asked to donate' });
  await availability.getByRole('switch', { name: 'Available to donate' }).check();
  await availability.getByLabel('City').fill(city);
  await availability.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Your availability was saved.');
  await expectFitsScreen(page);

  const requester = await registerDonor(request, 'phone-requester');
  const requesterToken = await accessTokenFor(request, requester.email, requester.password);
  const patient = `Phone Ask Patient ${Date.now()}`;
  // AB+ takes red cells of every group: the donor (O+) is a match.
  const { id } = await createBloodRequest(request, requesterToken, { name: patient, mobile: '9123456789', bloodGroup: 'AB+', units: 1, city, urgent: true });
  await approveBloodRequest(request, adminToken, id);

  // The wave runs in the server right after the approval: the ask shows once it has.
  const ask = page.getByRole('article', { name: new RegExp(`AB\\+ blood in ${city}`) });
  await expect(async () => {
    await page.goto('/my-asks');
    await expect(ask).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await ask.getByRole('button', { name: 'I can help' }).click();
  await expectToast(page, 'Thank you! The requester can now see your name and mobile number.');
  await expect(ask.getByRole('link', { name: '9123456789' })).toHaveAttribute('href', 'tel:9123456789');
  await expectFitsScreen(page);

  const requesterPage = await pageSignedInAs(browser, requesterToken, { viewport: page.viewportSize()!, isMobile: true, hasTouch: true });
  await requesterPage.goto('/requestHistory');
  const card = requesterPage.getByRole('article').filter({ hasText: patient });
  await expect(card).toContainText('1 donor asked · 1 said yes');
  await expect(card.getByRole('list', { name: 'Donors who can help' })).toContainText(donor.username);
  await expectFitsScreen(requesterPage);
  await requesterPage.context().close();

  await page.goto('/need');
  await expect(page.getByRole('list', { name: 'Open requests' }).getByRole('listitem').filter({ hasText: `AB+ in ${city}` })).toContainText('Urgent');
  await expectFitsScreen(page);
});

test('a donor downloads their data and deletes the account on a 360 px phone', async ({ page, request, donor }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await downloadDataThenLeave(page, request, donor, true);
});

test.describe('the admin panel on a phone', () => {
  test.use({ storageState: AUTH_STATE.admin });

  test('an admin approves a request from its card and exports the list', async ({ page, request }) => {
    const donor = await registerDonor(request, 'phone-approval-donor');
    const token = await accessTokenFor(request, donor.email, donor.password);
    const patient = `Phone Panel Patient ${Date.now()}`;
    await createBloodRequest(request, token, { name: patient });

    await page.goto('/bloodRequests');
    await expect(page.getByRole('heading', { level: 1, name: 'Blood Request History' })).toBeVisible();
    // The whole title, the theme switch and logout, without panning.
    await expect(page.locator('#react-admin-title')).toHaveText('Blood Request History');
    for (const name of ['Toggle light/dark theme', 'Logout']) await expect(page.getByRole('button', { name, exact: true })).toBeInViewport();
    await page.getByRole('textbox', { name: 'Search by name, blood group or mobile' }).fill(patient);
    await approveInPanel(page, patient);
    await expectToast(page, 'Request approved successfully!');
    await expectFitsScreen(page);
    await expect(page.getByRole('listitem').filter({ hasText: patient })).toContainText('Approved');

    await stepUpIfDue(page, ADMIN.email); // an export of personal data needs a recent second-factor check
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });

  test('the menu opens as a drawer and leads to another screen', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await page.getByRole('button', { name: /open drawer|menu/i }).first().click();
    await page.getByRole('menuitem', { name: 'Donors', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Available Blood Donors' })).toBeVisible();
    await expectFitsScreen(page);
  });

  test('a superAdmin filters the audit log by action, as cards', async ({ page, request, adminToken }) => {
    await filterAuditLogByAction(page, request, adminToken, 'heading');
    await expectFitsScreen(page);
  });
});
