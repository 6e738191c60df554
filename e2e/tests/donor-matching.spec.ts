import { accessTokenFor, approveBloodRequest, createBloodRequest, recordDonation, registerDonor } from './support/api';
import { BASE_URL } from './support/product';
import { expect, test } from './support/fixtures';
import { expectToast } from './support/ui';

// Issue 13: a donor says they may be asked, sees when they may give again, and asks for blood with a city and urgency.

test('a donor turns on availability in their city and finds it kept after a reload', async ({ page, donor: _signedIn }) => {
  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Being asked to donate' });
  const available = card.getByRole('switch', { name: 'Available to donate' });
  await expect(available).not.toBeChecked();
  await expect(card).toContainText('How to ask me: Email');
  await available.check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('City is required when you are available')).toBeVisible();
  await card.getByLabel('City').fill('Pune');
  await card.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Your availability was saved.');

  await page.reload();
  await expect(available).toBeChecked();
  await expect(card.getByLabel('City')).toHaveValue('Pune');
});

test('a donor sees when they may give again, gets the day as a calendar file, and the Donate form says so', async ({ page, request, donor }) => {
  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'When you can donate' });
  await expect(card.getByText('You can donate now.')).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  await recordDonation(request, donor.token, { date: today });
  await page.reload();
  await expect(card.getByText(/^You can donate again on .+ \(in 56 days\)$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add a reminder to my calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^donate-again-\d{4}-\d{2}-\d{2}\.ics$/);

  await page.goto('/donateBlood');
  await expect(page.getByText(/^Too soon for another whole blood donation: under the US rules you may give again on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
});

test('a donor makes an urgent request naming the city and hospital', async ({ page, request, donor }) => {
  await page.goto('/makeRequest');
  const form = page.getByRole('main');
  await form.getByLabel('Name').fill('Urgent Patient');
  await form.getByLabel('Email').fill(donor.email);
  await form.getByLabel('Blood Group').selectOption('B-');
  await form.getByLabel('Units').fill('2');
  await form.getByLabel('Mobile').fill('9876543210');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Age').fill('52');
  await form.getByLabel('City').fill('Nashik');
  await form.getByLabel('Hospital').fill('Civil Hospital');
  await form.getByRole('switch', { name: 'Urgent' }).check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(page, 'Blood request added successfully!');
  await expect(form.getByRole('switch', { name: 'Urgent' })).not.toBeChecked();

  const response = await request.get(`${BASE_URL}/api/user-blood-requests`, { headers: { Authorization: `Bearer ${donor.token}` } });
  const made = ((await response.json()) as { name: string; city?: string; hospital?: string | null; urgent?: boolean }[]).find((row) => row.name === 'Urgent Patient');
  expect(made).toMatchObject({ city: 'Nashik', hospital: 'Civil Hospital', urgent: true });
});

test('a visitor finds an approved urgent request on the need board, first, and is asked to register', async ({ page, request, adminToken }) => {
  const requester = await registerDonor(request, 'need-board-donor');
  const city = `Need City ${Date.now()}`;
  const made = await createBloodRequest(request, await accessTokenFor(request, requester.email, requester.password), { bloodGroup: 'AB-', city, urgent: true });
  await approveBloodRequest(request, adminToken, made.id);

  await page.goto('/need');
  const lines = page.getByRole('list', { name: 'Open requests' }).getByRole('listitem');
  await expect(lines.filter({ hasText: `AB- in ${city}` })).toContainText('Urgent');
  await expect(lines.first()).toContainText('Urgent');
  await page.getByRole('link', { name: 'Register as a donor' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
