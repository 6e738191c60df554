import { createEvent } from './support/api';
import { expect, pageSignedInAs, test } from './support/fixtures';
import { expectFitsScreen } from './support/screen-fit';
import { expectToast } from './support/ui';

test('a donor records a donation at an event and sees it with the event in the donation history', async ({ page, request, donor, adminToken }) => {
  const event = await createEvent(request, adminToken, { name: `City Drive ${Date.now()}` });
  await page.goto('/donateBlood');
  await expect(page.getByRole('heading', { level: 1, name: 'Donate Blood' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Donation' });
  await expect(submit).toBeDisabled();

  // The form starts from the account (registered as O+, female, 30, 9876543210).
  const form = page.getByRole('main');
  await expect(form.getByLabel('Name')).toHaveValue(donor.username);
  await expect(form.getByLabel('Blood Group')).toHaveValue('O+');
  await form.getByLabel('Name').fill('Vikram Rao');
  await form.getByLabel('Blood Group').selectOption('O-');
  await form.getByLabel('Units').fill('1');
  await form.getByLabel('Mobile').fill('9876543210');
  await form.getByLabel('Gender').selectOption('Male');
  await form.getByLabel('Age').fill('12');
  await form.getByLabel('Age').blur();
  await expect(page.getByText('* Age must be at least 18')).toBeVisible();
  await expect(submit).toBeDisabled();
  await form.getByLabel('Age').fill('29');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('Address').fill('12 Lake Road');
  await form.getByLabel('Date').fill('2026-11-20');
  await form.getByLabel('Event').selectOption(String(event.id));
  await expect(submit).toBeEnabled();
  await submit.click();
  await expectToast(page, 'Donation data added successfully!');
  // Ready for the next one, from the donor's own details again; and the way to the history.
  await expect(form.getByLabel('Name')).toHaveValue(donor.username);
  await expect(form.getByLabel('Address')).toHaveValue('');
  await form.getByRole('link', { name: 'Donation History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donation History' })).toBeVisible();
  const row = page.getByRole('row', { name: /Vikram Rao/ });
  await expect(row).toContainText('O-');
  await expect(row).toContainText('Pune');
  await row.getByRole('button', { name: /View Event/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(event.name);
  await expect(dialog).toContainText('Town Hall');
  await expect(dialog).toContainText('Red Drop Society');
});

test('an empty donation history says so in both views', async ({ page, donor: _signedIn }) => {
  await page.goto('/user-donors');
  await expect(page.getByText('No donors available at the moment.')).toBeVisible();
  await page.getByRole('group', { name: 'View as' }).getByRole('button', { name: 'Card' }).click();
  await expect(page.getByText('No donors available at the moment.')).toBeVisible();
});

test('on a 360 px phone, a donor finds their details filled in, records a donation and is offered the history', async ({ browser, donor }) => {
  const page = await pageSignedInAs(browser, donor.token, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await page.goto('/donateBlood');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Name')).toHaveValue(donor.username);
  await expect(form.getByLabel('Blood Group')).toHaveValue('O+');
  await expect(form.getByLabel('Mobile')).toHaveValue('9876543210');
  await expect(form.getByLabel('Gender')).toHaveValue('Female');
  await expect(form.getByLabel('Age')).toHaveValue('30');
  await expectFitsScreen(page);

  await form.getByLabel('Units').fill('1');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('Address').fill('3 Hill Road');
  await form.getByLabel('Date').fill('2026-10-02');
  await page.getByRole('button', { name: 'Submit Donation' }).click();
  await expectToast(page, 'Donation data added successfully!');
  const history = form.getByRole('link', { name: 'Donation History' });
  await expect(history).toBeInViewport();
  expect((await history.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectFitsScreen(page);
  await history.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donation History' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Pune').first()).toBeVisible();
  await page.context().close();
});
