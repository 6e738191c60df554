import { createEvent } from './support/api';
import { expect, test } from './support/fixtures';
import { expectToast } from './support/ui';

test('a donor records a donation at an event and sees it with the event in the donation history', async ({ page, request, donor: _signedIn, adminToken }) => {
  const event = await createEvent(request, adminToken, { name: `City Drive ${Date.now()}` });
  await page.goto('/donateBlood');
  await expect(page.getByRole('heading', { level: 1, name: 'Donate Blood' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Donation' });
  await expect(submit).toBeDisabled();

  const form = page.getByRole('main');
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
  await expect(form.getByLabel('Name')).toHaveValue('');

  await page.goto('/user-donors');
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
