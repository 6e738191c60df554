import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { expectFitsScreen, expectNoAxeViolations } from './support/screen-fit';
import { expectToast } from './support/ui';

/** The file 'Download my data' gives, parsed. */
async function downloadedData(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Download my data' }).click();
  return JSON.parse(await readFile((await (await download).path())!, 'utf8')) as { account: { mobile: string; bloodGroup: string | null; age: number }; availability: { city: string } };
}

for (const width of [1280, 360]) {
  test(`a donor edits the profile at ${width} px; the dashboard and the data export show the change`, async ({ page, donor }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/user-dashboard');
    const line = page.getByLabel('Your profile');
    await expect(line).toContainText('Blood group: O+ (not yet confirmed)');
    await line.getByRole('link', { name: 'Edit your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(donor.username);
    await expectFitsScreen(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('Mobile Number').fill('12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Mobile Number')).toHaveAccessibleDescription('Mobile number must be 10 digits');

    await page.getByLabel('Mobile Number').fill('9123456780');
    await page.getByLabel('Blood Group').selectOption({ label: "I don't know yet" });
    await page.getByLabel('City').fill('Nagpur');
    await page.getByLabel('Age').fill('41');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Your profile was saved.');

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(line).toContainText('Blood group: not known yet');
    await expect(line).toContainText('City: Nagpur');
    await expectFitsScreen(page);
    const data = await downloadedData(page);
    expect(data.account).toMatchObject({ mobile: '9123456780', bloodGroup: null, age: 41 });
    expect(data.availability.city).toBe('Nagpur');
  });
}
