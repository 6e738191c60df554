import type { APIRequestContext, Page } from '@playwright/test';
import { accessTokenFor, approveBloodRequest, createBloodRequest, registerDonor } from './support/api';
import { expect, pageSignedInAs, test } from './support/fixtures';
import { AUTH_STATE, BASE_URL } from './support/product';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';
import { expectToast } from './support/ui';

const SMALL_PHONE = { width: 360, height: 740 };

/** Says through the API that the holder of `token` may be asked to give in `city`. */
async function makeAvailable(request: APIRequestContext, token: string, city: string): Promise<void> {
  const response = await request.put(`${BASE_URL}/api/user/availability`, { headers: { Authorization: `Bearer ${token}` }, data: { available: true, city } });
  expect(response.status()).toBe(200);
}

/** At 360 px: no sideways scroll, dialogs inside the screen, axe clean. */
async function expectFitsSmallPhone(page: Page): Promise<void> {
  await page.setViewportSize(SMALL_PHONE);
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
}

test.describe('asking donors for a blood request', () => {
  test.use({ storageState: AUTH_STATE.admin });

  test('an asked donor says "I can help"; the requester and the admin see it', async ({ page, browser, request, adminToken }) => {
    // A city no other test uses: this donor is the only candidate.
    const city = `Askpur ${Date.now()}`;
    const donor = await registerDonor(request, 'asked-donor');
    const donorToken = await accessTokenFor(request, donor.email, donor.password);
    await makeAvailable(request, donorToken, city);
    const requester = await registerDonor(request, 'requester');
    const requesterToken = await accessTokenFor(request, requester.email, requester.password);
    const patient = `Ask Patient ${Date.now()}`;
    const { id } = await createBloodRequest(request, requesterToken, {
      name: patient, mobile: '9123456789', bloodGroup: 'O+', units: 1, city, hospital: 'City Hospital', urgent: true,
    });
    await approveBloodRequest(request, adminToken, id);

    // The wave runs in the server right after the approval: the ask shows once it has.
    const donorPage = await pageSignedInAs(browser, donorToken);
    const card = donorPage.getByRole('article', { name: new RegExp(`O\\+ blood in ${city}`) });
    await expect(async () => {
      await donorPage.goto('/my-asks');
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(donorPage.getByRole('heading', { level: 1, name: 'My Asks' })).toBeVisible();
    await expect(card).toContainText('City Hospital');
    await expect(card).toContainText('Urgent');
    await expect(card).toContainText('Not answered yet');
    await card.getByRole('button', { name: 'I can help' }).click();
    await expectToast(donorPage, 'Thank you! The requester can now see your name and mobile number.');
    await expect(card).toContainText(patient);
    await expect(card.getByRole('link', { name: '9123456789' })).toHaveAttribute('href', 'tel:9123456789');
    await expect(card.getByRole('button', { name: 'I can help' })).toHaveAttribute('aria-pressed', 'true');
    await expectFitsSmallPhone(donorPage);

    const requesterPage = await pageSignedInAs(browser, requesterToken);
    await requesterPage.goto('/requestHistory');
    const row = requesterPage.getByRole('row', { name: new RegExp(patient) });
    await expect(row).toContainText('1 donor asked · 1 said yes');
    await expect(row.getByRole('list', { name: 'Donors who can help' })).toContainText(`${donor.username}: 9876543210`);
    await expect(row.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    await expectFitsSmallPhone(requesterPage);

    await page.goto('/bloodRequests');
    await page.getByRole('textbox', { name: 'Search by name, blood group or mobile' }).fill(patient);
    await page.getByRole('button', { name: `Matches for ${patient}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Matched donors' });
    await expect(dialog.getByRole('note')).toContainText("The blood bank's cross-match still decides");
    const match = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: donor.username }) });
    await expect(match).toContainText('Blood Group: O+ (exact match)');
    await expect(match).toContainText(`City: ${city}`);
    await expect(match).toContainText('Answer: I can help');
    await expect(match).not.toContainText('Not asked');
    await expectFitsSmallPhone(page);
    await Promise.all([donorPage.context().close(), requesterPage.context().close()]);
  });
});
