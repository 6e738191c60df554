import { readFileSync } from 'node:fs';
import { createEvent } from './support/api';
import { expect, test } from './support/fixtures';

test('events made through the API land in the right carousel and in the /all-events filters', async ({ page, request, adminToken }) => {
  const stamp = Date.now();
  const nextYear = new Date().getFullYear() + 1;
  const future = await createEvent(request, adminToken, { name: `Future Drive ${stamp}`, dateTime: `${nextYear}-03-14T09:30:00.000Z`, description: 'F'.repeat(150) });
  const past = await createEvent(request, adminToken, { name: `Past Drive ${stamp}`, dateTime: '2024-06-02T15:00:00.000Z', description: '' });

  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  const previous = page.getByRole('region', { name: 'Previous events' });
  await expect(upcoming.getByText(future.name)).toBeAttached();
  await expect(previous.getByText(past.name)).toBeAttached();
  await expect(upcoming.getByText(past.name)).toHaveCount(0);
  await expect(previous.getByText('Join us to make a difference!').first()).toBeAttached();
  await expect(upcoming.getByText(`${'F'.repeat(120)}...`)).toBeAttached();

  await page.getByRole('link', { name: 'View All Events' }).click();
  await expect(page).toHaveURL(/\/all-events$/);
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search events' }).fill(`Drive ${stamp}`);
  await expect(main.getByRole('heading', { name: future.name })).toBeVisible();
  await expect(main.getByRole('heading', { name: past.name })).toBeVisible();
  await main.getByRole('combobox', { name: 'Year' }).selectOption(String(nextYear));
  await expect(main.getByRole('heading', { name: future.name })).toBeVisible();
  await expect(main.getByRole('heading', { name: past.name })).toHaveCount(0);
  await main.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'April' });
  await expect(main.getByRole('heading', { name: future.name })).toHaveCount(0);
  await main.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
  await expect(main.getByRole('heading', { name: future.name })).toBeVisible();

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: `Add to calendar: ${future.name}` }).click();
  const calendar = readFileSync(await (await download).path(), 'utf8');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain(`SUMMARY:Future Drive ${stamp}`);
  expect(calendar).toContain(`DTSTART:${nextYear}0314T093000Z`);
});

test('a donor volunteers for an event and an admin sees the sign-up', async ({ page, request, donor, adminToken }) => {
  const event = await createEvent(request, adminToken, { name: `Volunteer Drive ${Date.now()}`, dateTime: `${new Date().getFullYear() + 1}-05-01T08:00:00.000Z` });
  await page.goto('/get-involved');
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer Form' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^Submit/ }).click();
  await expect(main.getByText('First name is required')).toBeVisible();

  await main.getByLabel('First Name').fill('Neha');
  await main.getByLabel('Last Name').fill('Kulkarni');
  await main.getByLabel('Date of Birth').fill('1994-08-17');
  await main.getByLabel('Gender').selectOption('Female');
  await main.getByLabel('Phone').fill('9876543210');
  await main.getByLabel('Email').fill(donor.email);
  await main.getByLabel('Address').fill('7 River View');
  await main.getByLabel('City').fill('Mumbai');
  await main.getByLabel('State').fill('Maharashtra');
  await main.getByLabel('Zip Code').fill('400001');
  await main.getByLabel('Message').fill('I can help with registration at the desk.');
  await main.getByLabel('Event').selectOption(String(event.id));
  await main.getByRole('button', { name: /^Submit/ }).click();
  await expect(page.getByText('Volunteer form submitted successfully')).toBeVisible();
  await expect(main.getByLabel('First Name')).toHaveValue('');

  const response = await request.get('/api/volunteers/all-with-event', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(await response.json()).toEqual(expect.arrayContaining([
    expect.objectContaining({ firstName: 'Neha', email: donor.email, event: expect.objectContaining({ id: event.id }) }),
  ]));
});
