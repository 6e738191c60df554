import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AUTH_STATE, BASE_URL } from './support/product';

// The public pages come prerendered (public-site/scripts/prerender.mjs): readable before any script runs, then
// hydrated without a mismatch, for a visitor and for a signed-in donor alike.
const PAGES = [
  ['/', 'Saving Lives, One Donation at a Time'],
  ['/about-us', 'About Us'],
  ['/events', /Events/],
  ['/login', 'Welcome Back'],
] as const;

/**
 * React's complaints while hydrating, and what the Content-Security-Policy refused, if any: a script, or an eval the
 * page's code tried and caught (zod's compiled parsers did, on every page with a form: the browser still reports it).
 */
async function hydrationErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy refused ${event.violatedDirective}: ${event.blockedURI} in ${event.sourceFile}`)),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered|Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, heading] of PAGES) {
    test(`${path} shows its heading and content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test("a prerendered form stays disabled until its page hydrates: nothing typed is lost", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  });

  test('any other page starts from the shell: navbar, loading dots and footer', async ({ page }) => {
    await page.goto('/user-dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('hydrated', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} hydrates for a visitor without a mismatch`, async ({ page }) => {
      const errors = await hydrationErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test.describe('for a signed-in donor', () => {
    test.use({ storageState: AUTH_STATE.donor });
    test('/ hydrates, then shows the donor their own navigation', async ({ page }) => {
      const errors = await hydrationErrors(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Saving Lives, One Donation at a Time' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'User Dashboard' })).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  });

  test("/'s figures and testimonials are in the page at once; their code comes only when they near the screen", async ({ page }) => {
    const errors = await hydrationErrors(page);
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('/home-stories-'))).toEqual([]);
    await expect(page.getByRole('region', { name: 'What Our Donors Say' })).toContainText('Priya S.');
    const storiesCode = page.waitForRequest(/\/assets\/home-stories-[^/]+\.js$/);
    await page.getByRole('heading', { level: 2, name: 'Our Impact' }).scrollIntoViewIfNeeded();
    await storiesCode;
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Our Impact' })).toContainText('15,000+');
    expect(errors).toEqual([]);
  });

  test("the prerendered page names its route's scripts, requested together once it has painted", async ({ page, request }) => {
    const html = await (await request.get('/about-us')).text();
    expect(html).toContain('<h1');
    const listed = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html);
    const scripts = JSON.parse(listed?.[1] ?? '[]') as string[];
    expect(scripts.length).toBeGreaterThan(1);
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto('/about-us');
    expect(requested).toEqual(expect.arrayContaining(scripts));
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  });

  test("a logged-in page opened without a session goes to /login before any of the app's scripts has run", async ({ browser }) => {
    // A page of its own (not one that waits for hydration), whose app scripts never arrive: only the shell's own
    // first script can send the visitor on.
    const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${BASE_URL}/donateBlood`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.close();
  });

  test('a prerendered form can be used once its page has hydrated', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeEnabled();
  });
});
