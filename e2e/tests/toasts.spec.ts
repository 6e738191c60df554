import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Toasts on the desktop and on a phone (this file is in the 'phone' project too).

const SAVED = 'Your availability was saved.';
const THANKS = "Thank you for your message! We'll get back to you soon.";

/** A toast left in browser storage by the last page load (spec: 'restored on reopening'). */
async function leaveStoredToast(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    localStorage.setItem('toastMessage', text);
    localStorage.setItem('toastSeverity', 'success');
  }, message);
}

const storedToast = (page: Page) => page.evaluate(() => localStorage.getItem('toastMessage'));
const toastSaying = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

test('a stored toast appears once and not on the following page', async ({ page }) => {
  await page.goto('/faqs');
  await leaveStoredToast(page, SAVED);

  await page.goto('/about-us');
  const toast = toastSaying(page, SAVED);
  await expect(toast).toBeVisible();
  // Shown, so taken out of storage: no later page load shows it again.
  await expect.poll(() => storedToast(page)).toBeNull();

  // The following page, through the site's own link: the toast was about the last one.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  // Gone with the page, well before it would have closed itself (6 s after it appeared).
  await expect(toast).toHaveCount(0, { timeout: 1_000 });

  // Nor on the next page load or visit.
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  await expect(toast).toHaveCount(0);
  expect(await storedToast(page)).toBeNull();
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('no toast covers the scroll-to-top button, on this screen and at 360 px', async ({ page }) => {
  const own = page.viewportSize();
  for (const size of [own, { width: 360, height: 740 }]) {
    if (size) await page.setViewportSize(size);
    await page.goto('/privacy-policy');
    await leaveStoredToast(page, THANKS);
    await page.reload();
    const toast = toastSaying(page, THANKS);
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();
    expect(overlaps(await box(toast), await box(button)), `toast over the button at ${size?.width} px`).toBe(false);
    // Playwright clicks only what receives the click: nothing lies over the button.
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});
