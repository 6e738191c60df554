import { addDays, todayIn } from '@blood-donation/domain';
import type { Page } from '@playwright/test';
import { accessTokenFor, createEvent, makeDrive, registerDonor, appointmentsOf } from './support/api';
import { expect, test } from './support/fixtures';
import { queuedEmailText } from './support/outbox';
import { BASE_URL } from './support/product';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';

/** What the waitlist screens say (domain WAITLIST_SCREEN_TEXTS and WAITLIST_MESSAGES), as a donor reads it. */
const T = {
  waitlist: 'Waitlist',
  join: 'Join the waitlist',
  leave: 'Leave the waitlist',
  first: 'You are on the waitlist (number 1).',
  offerTitle: 'A time held for you',
  accept: 'Book this time',
  decline: 'Let the next donor have it',
  accepted: 'Your time is booked.',
  offerSubject: 'A time at a blood donation drive is free for you',
  gone: 'This offer has expired or has already been answered',
};

/** Axe finds nothing on the page in the light theme and in the dark one. */
async function expectAxeCleanInBothThemes(page: Page): Promise<void> {
  for (const dark of ['false', 'true']) {
    await page.evaluate((value) => localStorage.setItem('darkMode', value), dark);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', dark === 'true' ? 'dark' : 'light');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
}

test('a full drive offers the waitlist; a freed time is offered by email and booked from its link', async ({ page, request, donor, adminToken }) => {
  // Three screens, each checked by axe in two themes.
  test.slow();
  const day = addDays(todayIn('UTC'), 3);
  const start = `${day}T11:00:00.000Z`;
  const event = await createEvent(request, adminToken, { name: `Waitlist Drive ${Date.now()}`, dateTime: start, location: 'Town Hall' });
  await makeDrive(request, adminToken, event.id, [{ start, end: `${day}T11:30:00.000Z`, slotMinutes: 30, chairs: 1 }]);
  // Another donor takes the only chair.
  const other = await registerDonor(request, 'holder');
  const otherToken = await accessTokenFor(request, other.email, other.password);
  const booking = await request.post(`${BASE_URL}/api/drives/${event.id}/appointments`, { headers: { Authorization: `Bearer ${otherToken}` }, data: { slotStart: start } });
  expect(booking.status()).toBe(201);

  await page.goto(`/drives/${event.id}/book`);
  const waitlist = page.getByRole('region', { name: T.waitlist });
  await expect(waitlist.getByRole('button', { name: T.join })).toBeVisible();
  await expectFitsScreen(page);
  await expectAxeCleanInBothThemes(page);

  await waitlist.getByRole('button', { name: T.join }).click();
  await expect(waitlist).toContainText(T.first);
  await waitlist.getByRole('button', { name: T.leave }).click();
  await expect(waitlist.getByRole('button', { name: T.join })).toBeVisible();
  await waitlist.getByRole('button', { name: T.join }).click();
  await expect(waitlist.getByRole('button', { name: T.leave })).toBeVisible();
  await expectFitsScreen(page);
  await expectAxeCleanInBothThemes(page);

  // The chair frees: the first donor waiting gets an email whose link holds it for them.
  const cancel = await request.delete(`${BASE_URL}/api/user/appointments/${(await booking.json()).id}`, { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(cancel.status()).toBe(200);
  const link = /https?:\/\/\S+\/waitlist-offers\/([A-Za-z0-9_-]+)/.exec(await queuedEmailText(donor.email, T.offerSubject));
  expect(link).not.toBeNull();
  const offerPath = `/waitlist-offers/${link![1]}`;
  // Nobody is booked without saying yes.
  expect(await appointmentsOf(request, donor.token)).toEqual([]);

  await page.goto(offerPath);
  await expect(page.getByRole('heading', { level: 1, name: T.offerTitle })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(event.name);
  await expectFitsScreen(page);
  await expectAxeCleanInBothThemes(page);
  await expect(page.getByRole('button', { name: T.decline })).toBeVisible();
  await page.getByRole('button', { name: T.accept }).click();
  await expect(page.getByText(T.accepted)).toBeVisible();
  expect((await appointmentsOf(request, donor.token)).map(({ start: booked, status }) => ({ booked, status }))).toEqual([{ booked: start, status: 'booked' }]);

  // The link works once; its page still has its heading.
  await page.goto(offerPath);
  await expect(page.getByRole('heading', { level: 1, name: T.offerTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(T.gone);
  await expectFitsScreen(page);
  await expectAxeCleanInBothThemes(page);
});
