import { accessTokenFor, approveBloodRequest, createBloodRequest, registerDonor } from './support/api';
import { actOnceHydrated, expect, test } from './support/fixtures';
import { AUTH_STATE, BASE_URL } from './support/product';
import { expectToast } from './support/ui';

test('a donor makes a request, sees it Pending, opens its details and deletes it', async ({ page, donor }) => {
  await page.goto('/makeRequest');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Blood Request' })).toBeVisible();

  // The contact starts as the requester's own email and mobile; the patient's fields are empty.
  const form = page.getByRole('main');
  await expect(form.getByLabel('Contact email for this request')).toHaveValue(donor.email);
  await expect(form.getByLabel('Contact mobile for this request')).toHaveValue('9876543210');
  await form.getByLabel('Contact email for this request').fill('');
  await form.getByLabel('Contact mobile for this request').fill('');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  for (const message of ['* Name is required', '* Email is required', '* Blood group is required', '* Units are required',
    '* Mobile number is required', '* Gender is required', '* Age is required', '* City is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await form.getByLabel("Patient's name").fill('Asha Patel');
  await form.getByLabel('Contact email for this request').fill('not-an-email');
  await form.getByLabel("Patient's blood group").selectOption('AB+');
  await form.getByLabel('Units needed').fill('3');
  await form.getByLabel('Contact mobile for this request').fill('12345');
  await form.getByLabel("Patient's gender").selectOption('Female');
  await form.getByLabel("Patient's age").fill('16');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('* Invalid email address')).toBeVisible();
  await expect(page.getByText('* Invalid phone number')).toBeVisible();
  await expect(page.getByText('* Age must be at least 18')).toBeVisible();

  await form.getByLabel('Contact email for this request').fill(donor.email);
  await form.getByLabel('Contact mobile for this request').fill('+91 9876543210');
  await form.getByLabel("Patient's age").fill('34');
  await form.getByLabel("Patient's disease").fill('Thalassemia');
  await form.getByLabel('City').fill('Pune');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(page, 'Blood request added successfully!');
  await expect(form.getByLabel("Patient's name")).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Share the need board' })).toBeVisible();
  await form.getByRole('link', { name: 'Request History' }).click();

  const row = page.getByRole('row', { name: /Asha Patel/ });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Thalassemia');
  await row.getByRole('button', { name: /View details/i }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Asha Patel');
  await expect(details).toContainText(donor.email);
  await expect(details).toContainText('+91 9876543210');
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: /^Delete request/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm.getByText('Are you sure you want to delete this request?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Request deleted successfully!');
  await expect(page.getByRole('row', { name: /Asha Patel/ })).toHaveCount(0);
  await expect(page.getByText('You have not made any requests yet.')).toBeVisible();
});

test('the donor sees Approved once an admin approves, and cannot delete it any more', async ({ page, request, donor, adminToken }) => {
  const made = await createBloodRequest(request, donor.token, { name: 'Approved Patient' });
  await approveBloodRequest(request, adminToken, made.id);

  await page.goto('/requestHistory');
  const row = page.getByRole('row', { name: /Approved Patient/ });
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: /^Delete request/ })).toBeDisabled();
});

test('a donor never sees another donor\'s requests', async ({ page, request, donor }) => {
  const other = await registerDonor(request, 'other-donor');
  const otherToken = await accessTokenFor(request, other.email, other.password);
  await createBloodRequest(request, otherToken, { name: 'Someone Else' });
  await createBloodRequest(request, donor.token, { name: 'My Own Request' });

  await page.goto('/requestHistory');
  await expect(page.getByRole('row', { name: /My Own Request/ })).toBeVisible();
  await expect(page.getByText('Someone Else')).toHaveCount(0);
});

test('a donor cancels a Pending request and marks an Approved one fulfilled, each after confirming', async ({ page, request, donor, adminToken }) => {
  const pending = await createBloodRequest(request, donor.token, { name: 'Cancelled Patient' });
  const approved = await createBloodRequest(request, donor.token, { name: 'Fulfilled Patient' });
  await approveBloodRequest(request, adminToken, approved.id);

  await page.goto('/requestHistory');
  const pendingRow = page.getByRole('row', { name: /Cancelled Patient/ });
  await expect(pendingRow.getByRole('button', { name: /^Mark fulfilled/ })).toHaveCount(0);
  await pendingRow.getByRole('button', { name: `Cancel request ${pending.id}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this request' });
  await cancel.getByRole('button', { name: 'Cancel request' }).click();
  await expectToast(page, 'Request cancelled.');
  await expect(pendingRow).toContainText('Cancelled');
  await expect(pendingRow.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);

  const approvedRow = page.getByRole('row', { name: /Fulfilled Patient/ });
  await approvedRow.getByRole('button', { name: `Mark fulfilled request ${approved.id}` }).click();
  await page.getByRole('dialog', { name: 'Mark as fulfilled' }).getByRole('button', { name: 'Mark fulfilled' }).click();
  await expectToast(page, 'Request marked fulfilled. Thank you!');
  await expect(approvedRow).toContainText('Fulfilled');
  await expect(approvedRow.getByRole('button', { name: /^(Mark fulfilled|Cancel request)/ })).toHaveCount(0);
});

test('an admin rejects a request with a reason, and the donor sees the reason', async ({ page, browser, request, donor }) => {
  const patient = `Rejected Patient ${Date.now()}`;
  await createBloodRequest(request, donor.token, { name: patient });
  const reason = 'No matching donor nearby this week.';

  const adminContext = await browser.newContext({ storageState: AUTH_STATE.admin });
  const admin = actOnceHydrated(await adminContext.newPage());
  await admin.goto(`${BASE_URL}/bloodRequests`);
  await admin.getByRole('textbox', { name: 'Search by name, blood group or mobile' }).fill(patient);
  await admin.getByRole('button', { name: `Reject request of ${patient}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject this request' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give the reason for rejecting.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectToast(admin, 'Request rejected successfully!');
  await expect(admin.getByRole('row', { name: new RegExp(patient) })).toContainText('Rejected');
  await adminContext.close();

  await page.goto('/requestHistory');
  const row = page.getByRole('row', { name: new RegExp(patient) });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText(`Reason: ${reason}`);
});
