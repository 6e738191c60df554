import { expect, pageSignedInAs, test } from './support/fixtures';
import { expectFitsScreen } from './support/screen-fit';

// The User Dashboard leads with what to do next: when the donor can donate and being asked, then the links.

test('on a 360 px phone the dashboard shows when the donor can donate on the first screen, with no sideways scroll', async ({ browser, donor }) => {
  const page = await pageSignedInAs(browser, donor.token, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await page.goto('/user-dashboard');
  const eligibility = page.getByRole('region', { name: 'When you can donate' });
  await expect(eligibility.getByText('You can donate now.')).toBeVisible();
  expect((await eligibility.boundingBox())!.y).toBeLessThan(740);
  await expectFitsScreen(page);

  const links = page.getByRole('navigation', { name: 'Your pages' }).getByRole('link');
  await expect(links).toHaveText(['Donation History', 'Request History', 'My Asks', 'Donor Card', 'Donate Blood', 'Make Request', 'Change Password']);
  for (const box of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await page.context().close();
});

test('on the desktop the dashboard keeps the same order: the next step first, then the links', async ({ page, donor: _signedIn }) => {
  await page.goto('/user-dashboard');
  const eligibility = page.getByRole('region', { name: 'When you can donate' });
  const asked = page.getByRole('region', { name: 'Being asked to donate' });
  const links = page.getByRole('navigation', { name: 'Your pages' });
  await expect(links.getByRole('link', { name: 'Donation History' })).toBeVisible();
  const [top, askedTop, linksTop] = await Promise.all([eligibility, asked, links].map(async (part) => (await part.boundingBox())!.y));
  expect(top).toBeLessThan(linksTop);
  expect(askedTop).toBeLessThan(linksTop);
  expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight));
});
