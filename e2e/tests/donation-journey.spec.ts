import { accessTokenFor, recordDonation, registerDonor } from './support/api';
import { expect, pageSignedInAs, test } from './support/fixtures';
import { AUTH_STATE, BASE_URL } from './support/product';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';
import { expectToast } from './support/ui';

/** The admin panel's and the dashboard's words (domain JOURNEY_ADMIN_TEXTS, JOURNEY_SCREEN_TEXTS). */
const T = { addHospital: 'Add hospital', added: 'Hospital added', next: 'Next', record: 'Record', recorded: 'Journey recorded', yourDonations: 'Your donations' };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** '12 March', as domain's formatDayMonth writes a day. */
const dayMonth = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

test.describe('what the gift did', () => {
  test.use({ storageState: AUTH_STATE.admin });

  test('an admin adds a hospital and records where a donation went; the donor sees it on the dashboard', async ({ page, browser, request, viewport }) => {
    test.slow();
    const hospital = `Harbour Hospital ${Date.now()}`;
    const donor = await registerDonor(request, 'journey-donor');
    const token = await accessTokenFor(request, donor.email, donor.password);
    expect((await request.put(`${BASE_URL}/api/user/consents/donation-journey`, { headers: bearer(token) })).status()).toBe(200);
    const name = `Journey Giver ${Date.now()}`;
    // The site's day is UTC's here.
    const given = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    await recordDonation(request, token, { name, date: given });

    // The hospital goes on the organisation's list.
    await page.goto('/hospitals');
    await page.getByRole('button', { name: T.addHospital }).click();
    const add = page.getByRole('dialog', { name: T.addHospital });
    await add.getByRole('textbox', { name: /Name/ }).fill(hospital);
    await add.getByRole('textbox', { name: /City/ }).fill('Pune');
    await expectFitsScreen(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, T.added);
    await expect(page.getByText(hospital)).toBeVisible();

    // On the donor list: Record journey, the hospital, then the confirmation of what the donor will read.
    await page.goto('/donorlist');
    await page.getByRole('textbox', { name: 'Search Users' }).fill(name);
    await page.getByRole('button', { name: `Record the journey of ${name}'s donation` }).click();
    const dialog = page.getByRole('dialog', { name: 'What became of this donation' });
    await dialog.getByRole('combobox', { name: 'Hospital', exact: true }).click();
    await page.getByRole('option', { name: `${hospital}, Pune` }).click();
    await expectFitsScreen(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: T.next }).click();
    const sentence = `Your donation of ${dayMonth(given)} was sent to ${hospital} on ${dayMonth(today)}`;
    const confirm = page.getByRole('dialog', { name: 'Record this journey?' });
    await expect(confirm).toContainText(sentence);
    await confirm.getByRole('button', { name: T.record }).click();
    await expectToast(page, T.recorded);

    // The donor's dashboard, in both themes.
    const donorPage = await pageSignedInAs(browser, token, { viewport });
    await donorPage.goto('/user-dashboard');
    const card = donorPage.getByRole('region', { name: T.yourDonations });
    await expect(card).toContainText(sentence);
    await expect(card).toContainText('Sent to a hospital');
    await expectFitsScreen(donorPage);
    await expectNoAxeViolations(donorPage);
    await donorPage.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await donorPage.reload();
    await expect(card).toContainText(sentence);
    await expectNoAxeViolations(donorPage);
  });
});
