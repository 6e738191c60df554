import { addDays, todayIn } from '@blood-donation/domain';
import { appointmentsOf, createEvent, makeDrive } from './support/api';
import { expect, test } from './support/fixtures';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';

/** What the booking screens say (domain DRIVE_SCREEN_TEXTS), as a donor reads it. */
const T = {
  bookATimeAt: (name: string) => `Book a time at ${name}`,
  onePlace: '1 free place',
  timesTitle: 'Pick a time',
  booked: 'Your time is booked.',
  moved: 'Your appointment has moved.',
  cancelled: 'Your appointment is cancelled.',
  yourAppointment: 'Your appointment',
  nextAppointment: 'Your next appointment',
  noAppointment: 'You have no appointment booked.',
  change: 'Change',
  cancel: 'Cancel',
};

/** A drive three days from now: two 30-minute slots of one chair each, from 09:00 UTC. */
async function driveInThreeDays(request: Parameters<typeof createEvent>[0], adminToken: string) {
  const day = addDays(todayIn('UTC'), 3);
  const event = await createEvent(request, adminToken, { name: `Booking Drive ${Date.now()}`, dateTime: `${day}T09:00:00.000Z`, location: 'Civic Centre' });
  await makeDrive(request, adminToken, event.id, [{ start: `${day}T09:00:00.000Z`, end: `${day}T10:00:00.000Z`, slotMinutes: 30, chairs: 1 }]);
  return { ...event, first: `${day}T09:00:00.000Z`, second: `${day}T09:30:00.000Z` };
}

test('a donor books a time at a drive, moves it and cancels it, and sees it on the dashboard', async ({ page, request, donor, adminToken }) => {
  const drive = await driveInThreeDays(request, adminToken);

  await page.goto('/all-events');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search events' }).fill(drive.name);
  await expect(page.getByRole('link', { name: `${T.bookATimeAt(drive.name)}, 2 free places` })).toBeVisible();

  await page.goto(`/drives/${drive.id}/book`);
  await expect(page.getByRole('heading', { level: 1, name: drive.name })).toBeVisible();
  const times = page.getByRole('region', { name: T.timesTitle });
  const slots = times.getByRole('button');
  await expect(slots).toHaveCount(2);
  await expect(slots.first()).toContainText(T.onePlace);
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  await slots.first().click();
  await expect(page.getByText(T.booked)).toBeVisible();
  const mine = page.getByRole('region', { name: T.yourAppointment });
  await expect(mine).toContainText('Civic Centre');
  expect((await appointmentsOf(request, donor.token)).map(({ start, status }) => ({ start, status }))).toEqual([{ start: drive.first, status: 'booked' }]);
  await expectFitsScreen(page);

  await mine.getByRole('button', { name: T.change }).click();
  await mine.getByRole('button', { name: new RegExp(T.onePlace) }).click();
  await expect(page.getByText(T.moved)).toBeVisible();
  await expect.poll(async () => (await appointmentsOf(request, donor.token))[0]?.start).toBe(drive.second);

  await page.goto('/user-dashboard');
  const next = page.getByRole('region', { name: T.nextAppointment });
  await expect(next).toContainText(drive.name);
  await expectFitsScreen(page);
  await next.getByRole('button', { name: T.cancel }).click();
  const dialog = page.getByRole('dialog', { name: T.cancel });
  await dialog.getByRole('button', { name: T.cancel }).click();
  await expect(page.getByText(T.cancelled)).toBeVisible();
  await expect(next).toContainText(T.noAppointment);
  await expect(next).toContainText('Cancelled');
  expect((await appointmentsOf(request, donor.token)).map(({ status }) => status)).toEqual(['cancelled']);

  // The freed chair is bookable again at once.
  await page.goto(`/drives/${drive.id}/book`);
  await expect(page.getByRole('region', { name: T.timesTitle }).getByRole('button').last()).toContainText(T.onePlace);
});
