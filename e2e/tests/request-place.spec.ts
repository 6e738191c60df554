import { addDays, todayIn } from '@blood-donation/domain';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { createBloodRequest } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN, AUTH_STATE } from './support/product';
import { stepUpIfDue } from './support/staff-factors';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';

// Where and how soon a request is needed (city, hospital, needed by, urgent): on the requester's Request History, on
// a laptop, a tablet and a phone, and in the admin panel's list, its 'Urgent first' sort, city filter and CSV.

/** The calendar day `days` from today (UTC), 'YYYY-MM-DD'. */
const dayFromToday = (days: number) => addDays(todayIn('UTC'), days);

/** A day as the page writes it: in the browser's own date format. */
const shownDay = (page: Page, day: string) =>
  page.evaluate((iso) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)), day);

/** An urgent request of the donor holding `token`, in a city and hospital no other test uses. */
async function makeUrgentRequest(request: APIRequestContext, token: string) {
  const stamp = Date.now();
  const place = { name: `Place Patient ${stamp}`, city: `Placeville ${stamp}`, hospital: `Ruby Hall Clinic ${stamp}`, neededBy: dayFromToday(5), urgent: true };
  await createBloodRequest(request, token, place);
  return place;
}

/** The request on Request History, whether it shows as a table row or as a card; then its 'Request Details'. */
async function expectPlaceShown(page: Page, place: Awaited<ReturnType<typeof makeUrgentRequest>>, view: 'Table' | 'Card') {
  await page.goto('/requestHistory');
  await expect(page.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
  const record = page.getByRole(view === 'Table' ? 'row' : 'article').filter({ hasText: place.name });
  const neededBy = await shownDay(page, place.neededBy);
  for (const text of [place.city, place.hospital, neededBy, 'Urgent']) await expect(record).toContainText(text);
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);

  await record.getByRole('button', { name: /^View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Request Details' });
  for (const text of [place.city, place.hospital, neededBy, 'Yes']) await expect(details).toContainText(text);
  await expectFitsScreen(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
}

test('a requester sees the city, hospital, day and urgency of their request in the table on a laptop, on cards on a tablet', async ({ page, request, donor }) => {
  const place = await makeUrgentRequest(request, donor.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectPlaceShown(page, place, 'Table');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectPlaceShown(page, place, 'Card');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('a requester sees the city, hospital, day and urgency of their request on its card', async ({ page, request, donor }) => {
    await expectPlaceShown(page, await makeUrgentRequest(request, donor.token), 'Card');
  });
});

test.describe('the admin panel', () => {
  test.use({ storageState: AUTH_STATE.admin });

  test("an admin filters by city, puts urgent requests first in one click and exports the four fields", async ({ page, request, donor }) => {
    const place = await makeUrgentRequest(request, donor.token);
    // Newer than the urgent one: first in the default order, newest first.
    const calm = `Calm Patient ${Date.now()}`;
    await createBloodRequest(request, donor.token, { name: calm, city: place.city });

    await page.goto('/bloodRequests');
    // The city filter is sent once typing pauses; a sort chosen before then would be undone by it (react-admin).
    const filtered = page.waitForResponse((response) => response.url().includes('/api/admin/bloodRequests?') && response.url().includes('filter='));
    await page.getByRole('textbox', { name: 'City' }).fill(place.city);
    await filtered;
    const rows = page.getByRole('row').filter({ hasText: place.city });
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(rows.first()).toContainText(calm);
    await page.getByRole('button', { name: 'Urgent first' }).click();
    await expect(page.getByRole('button', { name: 'Urgent first' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.first()).toContainText(place.name);
    await expect(rows.first()).toContainText(place.hospital);
    await expect(rows.first()).toContainText(await shownDay(page, place.neededBy));
    await expect(rows.first()).toContainText('Urgent');
    await expectNoAxeViolations(page);

    await stepUpIfDue(page, ADMIN.email); // an export of personal data needs a recent second-factor check
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const [header, ...lines] = readFileSync(await (await download).path(), 'utf8').trim().split('\r\n');
    expect(header).toContain('city,hospital,neededBy,urgent');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`${place.city},${place.hospital},${place.neededBy},true`);
    expect(lines[1]).toContain(`${calm},`);
  });
});
