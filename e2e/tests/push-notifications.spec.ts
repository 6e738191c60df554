import { createECDH, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/product';
import { expectFitsScreen, expectNoAxeViolations, expectTapTargets } from './support/screen-fit';
import { expectToast } from './support/ui';

// Web Push is an extra a donor turns on per device: the dashboard's card lists every device with notifications on,
// each with a Remove button. (Turning this browser on needs the site's service worker and a reachable push service;
// the public site's unit test covers that flow with the browser's Push API stubbed, the backend's push spec the push.)

const PHONE_UA = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A device of the donor with notifications on, as its browser would post it (nothing is ever pushed to it here). */
async function addDevice(request: APIRequestContext, token: string, userAgent: string): Promise<void> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://push.example.org/send/${randomBytes(12).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  const response = await request.post(`${BASE_URL}/api/user/push-subscriptions`, { headers: { Authorization: `Bearer ${token}`, 'User-Agent': userAgent }, data: subscription });
  expect(response.status()).toBe(201);
}

async function seeAndRemoveDevices(page: Page, request: APIRequestContext, token: string): Promise<void> {
  await addDevice(request, token, PHONE_UA);
  await addDevice(request, token, LAPTOP_UA);
  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(card).toContainText('Email stays; this is an extra.');
  // This browser: a switch once the site's service worker is there, else calm words (and no switch) until it is.
  await expect(card.getByRole('button', { name: 'Turn on notifications' }).or(card.getByText(/finished setting up on this device|cannot show notifications/))).toBeVisible();
  await expect(card.getByText(/^Firefox on Android · push\.example\.org · since /)).toBeVisible();
  await expect(card.getByText(/^Chrome on Windows · push\.example\.org · since /)).toBeVisible();
  await expectFitsScreen(page);
  await expectTapTargets(page);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: /^Remove Firefox on Android, since / }).click();
  await expectToast(page, 'That device gets no more notifications.');
  await expect(card.getByText(/^Firefox on Android/)).toHaveCount(0);
  await expect(card.getByText(/^Chrome on Windows/)).toBeVisible();

  // The dark theme reads as well.
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(card.getByText(/^Chrome on Windows/)).toBeVisible();
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
}

test('a donor sees the devices with notifications on, and removes one', async ({ page, request, donor }) => {
  await seeAndRemoveDevices(page, request, donor.token);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('a donor sees the devices with notifications on, and removes one', async ({ page, request, donor }) => {
    await seeAndRemoveDevices(page, request, donor.token);
  });
});
