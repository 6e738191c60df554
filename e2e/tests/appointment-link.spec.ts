import { addDays, todayIn } from '@blood-donation/domain';
import { accessTokenFor, appointmentsOf, bookAppointment, createEvent, makeDrive, registerDonor } from './support/api';
import { expect, test } from './support/fixtures';
import { queuedEmailText } from './support/outbox';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';

/** What the emails and the link's page say (domain's DRIVE_MESSAGES and DRIVE_SCREEN_TEXTS), as a donor reads them. */
const T = {
  confirmedSubject: 'Your blood donation appointment is booked',
  movedSubject: 'Your blood donation appointment has changed',
  change: 'Change',
  cancel: 'Cancel',
  pickAnother: 'Pick another time',
  moved: 'Your appointment has moved. An email with the new time and a new link is on its way; this link is used up.',
  cancelled: 'Your appointment is cancelled. An email confirms it.',
  gone: 'This appointment link has been used or has expired; use the link in the newest email, or log in',
};

/** The change-or-cancel link in an email's text. */
const manageLinkIn = (text: string) => new URL(/https?:\/\/\S+\/appointments\/manage\?token=[\w.-]+/.exec(text.replace(/=\r?\n/g, ''))![0]);

// A donor who is not logged in (on this device, say) changes and then cancels a time from the links of the emails.
test('the emailed link moves the appointment without a login, is then used up, and the next email\'s link cancels it', async ({ page, request, adminToken }) => {
  const day = addDays(todayIn('UTC'), 3);
  const event = await createEvent(request, adminToken, { name: `Link Drive ${Date.now()}`, dateTime: `${day}T09:00:00.000Z`, location: 'Town Hall' });
  await makeDrive(request, adminToken, event.id, [{ start: `${day}T09:00:00.000Z`, end: `${day}T10:00:00.000Z`, slotMinutes: 30, chairs: 1 }]);
  const donor = await registerDonor(request, 'link-donor');
  const token = await accessTokenFor(request, donor.email, donor.password);
  await bookAppointment(request, token, event.id, `${day}T09:00:00.000Z`);

  const first = manageLinkIn(await queuedEmailText(donor.email, T.confirmedSubject));
  await page.goto(first.pathname + first.search);
  await expect(page.getByText('Town Hall')).toBeVisible();
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: T.change }).click();
  await page.getByRole('region', { name: T.pickAnother }).getByRole('button').click();
  await expect(page.getByRole('status')).toHaveText(T.moved);
  expect((await appointmentsOf(request, token)).map(({ start, status }) => ({ start, status }))).toEqual([{ start: `${day}T09:30:00.000Z`, status: 'booked' }]);

  // Used up: the first link now says so, and offers the way in by logging in.
  await page.goto(first.pathname + first.search);
  await expect(page.getByRole('alert')).toHaveText(T.gone);

  const second = manageLinkIn(await queuedEmailText(donor.email, T.movedSubject));
  await page.goto(second.pathname + second.search);
  await page.getByRole('button', { name: T.cancel }).click();
  await page.getByRole('dialog', { name: T.cancel }).getByRole('button', { name: T.cancel }).click();
  await expect(page.getByRole('status')).toHaveText(T.cancelled);
  await expectFitsScreen(page);
  expect((await appointmentsOf(request, token)).map(({ status }) => status)).toEqual(['cancelled']);
});
