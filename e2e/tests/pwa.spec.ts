import { expect, test } from './support/fixtures';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ADMIN, PORT } from './support/product';

// The public site as an installable app (issue 24, point 6; docs/architecture.md: Installable and offline): its web app manifest,
// its service worker, the app opening offline after one online visit, and a deploy showing after ONE reload.
// Runs on the desktop (project chromium) and on a 360 px phone (project small-phone).

const REPO_ROOT = join(__dirname, '..', '..');
const BUILT_SITE = join(REPO_ROOT, 'public-site', 'dist');

interface WebAppManifest {
  id?: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Resolves once a service worker controls the page (the worker claims the pages it finds once it is active). */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

test.describe('the public site as an installable app', () => {
  test('every page links the web app manifest, which names the app, its start, scope, colours and icons that load', async ({ page, request }) => {
    // The prerendered pages and the shell every other route starts from (index.html) alike.
    for (const path of ['/', '/about-us', '/events', '/user-dashboard', '/profile']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const answer = await request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as WebAppManifest;
    expect(manifest).toMatchObject({ name: 'Blood Donation', start_url: '/', scope: '/', display: 'standalone', theme_color: '#1976d2', background_color: '#ffffff' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = new Set<string>();
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
    expect([...sizes]).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  test('registers a service worker that controls the page, and Chromium finds the app installable', async ({ playwright, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor }) => {
    // A browser profile of its own on disk: Chromium installs no app from an incognito context, which a test's context is.
    const profile = mkdtempSync(join(tmpdir(), 'blood-donation-pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...test.info().project.use.launchOptions,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe('/');
      // Lighthouse 12 has no PWA category any more: Chromium's own installability check and manifest parser.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      const { errors, url } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string; critical: number }[]; url: string };
      expect(new URL(url).pathname).toBe('/manifest.webmanifest');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('sends the service worker and the manifest with no-cache, the hashed scripts immutable', async ({ page, request }) => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) scripts.push(response.headers()['cache-control']);
    });
    await page.goto('/');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set(['public, max-age=31536000, immutable']));
  });

  test('offline after one online visit, any route of the site opens from the cached app shell; the API and other server routes are left alone', async ({ page, donor }) => {
    await page.goto('/faqs');
    await controlledByServiceWorker(page);
    await page.context().setOffline(true);
    try {
      // /faqs online is the server's prerendered page; offline it is the cached index.html (the shell), rendered by
      // the cached scripts.
      const faqs = await page.goto('/faqs');
      expect(faqs?.fromServiceWorker()).toBe(true);
      expect(await faqs?.text()).toContain('data-shell');
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      // A logged-in page: the signed-in donor's app, drawn from the cache.
      const dashboard = await page.goto('/user-dashboard');
      expect(dashboard?.fromServiceWorker()).toBe(true);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(donor.username);
      // The network really is gone, and the worker answers no API call nor a server route from a cache.
      expect(await page.evaluate(async () => fetch('/api/health').then(() => 'answered', () => 'failed'))).toBe('failed');
      await expect(page.goto('/api/health')).rejects.toThrow();
      await expect(page.goto('/admin-dashboard')).rejects.toThrow();
    } finally {
      await page.context().setOffline(false);
    }
    await page.goto('/');
    // Nothing personal in the worker's caches: only the site's built files.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => !/^\/(index\.html|favicon\.svg|assets\/[^/]+)$/.test(path))).toEqual([]);
  });

  // The donor card page (point 2) keeps its last state in localStorage; with the cached shell it opens with no signal.
  test('a donor opens /donor-card offline after one online visit and sees the card', async ({ page, donor }) => {
    await page.goto('/donor-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Your donor card' })).toBeVisible();
    await expect(page.getByText(donor.username, { exact: false }).first()).toBeVisible();
    await controlledByServiceWorker(page);
    await page.context().setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Your donor card' })).toBeVisible();
      await expect(page.getByText(donor.username, { exact: false }).first()).toBeVisible();
      // Opened anew (a new tab at the drive), not only reloaded.
      const again = await page.context().newPage();
      await again.goto('/donor-card');
      await expect(again.getByRole('heading', { level: 1, name: 'Your donor card' })).toBeVisible();
      await expect(again.getByText(donor.username, { exact: false }).first()).toBeVisible();
    } finally {
      await page.context().setOffline(false);
    }
  });
});

// ---- A deploy: the product of its own (npm start) serving a copy of the built site, changed between two visits ----

/** The site copy's HTML files and the .br/.gz the build wrote beside them. */
function htmlFiles(dist: string): string[] {
  return (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith('.html')).map((file) => join(dist, file));
}

function writeWithCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * What a new build deploys, made on the copy: a new content-hashed script (it marks <html data-release="2">), every
 * page's HTML loading it, and the service worker's precache list naming it with index.html's new revision.
 */
function deployRelease2(dist: string): string {
  const script = 'document.documentElement.dataset.release = "2";\n';
  const file = `assets/release-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), script);
  for (const html of htmlFiles(dist)) {
    const text = readFileSync(html, 'utf8');
    expect(text).toContain('</head>');
    writeWithCompressed(html, text.replace('</head>', `<script type="module" src="/${file}"></script></head>`));
  }
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const indexEntry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;
  expect(worker).toMatch(indexEntry);
  const revision = createHash('md5').update(readFileSync(join(dist, 'index.html'))).digest('hex');
  writeFileSync(join(dist, 'sw.js'), worker.replace(indexEntry, `{"revision":"${revision}","url":"index.html"},{"revision":null,"url":"${file}"}`));
  return `/${file}`;
}

interface OwnProduct {
  url: string;
  npm: ChildProcess;
}

/** `npm start` on `port` serving `webRoot`, with a fresh data folder, in a process group of its own. */
async function startProduct(port: number, webRoot: string): Promise<OwnProduct> {
  let output = '';
  const npm = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      WEB_ROOT: webRoot,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'blood-donation-pwa-')),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  npm.stdout!.on('data', keep);
  npm.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => fetch(`${url}/api/health`).then((answer) => answer.ok, () => false), { timeout: 240_000, message: `the product on :${port} did not start:\n${output}` })
    .toBe(true);
  return { url, npm };
}

/** A page of a fresh browser context on `baseURL`, on the project's screen (a 360 px phone or the desktop). */
async function newPageAt(browser: Browser, baseURL: string, screen: Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch' | 'deviceScaleFactor'>): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...screen });
  return context.newPage();
}

test.describe('after a deploy', () => {
  test.setTimeout(300_000);
  let webRoot: string;
  let product: OwnProduct | undefined;

  test.beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'blood-donation-pwa-web-'));
    cpSync(BUILT_SITE, join(webRoot, 'public-site', 'dist'), { recursive: true });
  });
  test.afterAll(() => {
    if (product?.npm.pid) process.kill(-product.npm.pid, 'SIGKILL');
    rmSync(webRoot, { recursive: true, force: true });
  });

  test('ONE reload shows the new version, and the new worker takes over: offline, the app is the new one', async ({ browser, viewport, isMobile, hasTouch, deviceScaleFactor }) => {
    product = await startProduct(PORT + 59, webRoot);
    const page = await newPageAt(browser, product.url, { viewport, isMobile, hasTouch, deviceScaleFactor });
    await page.goto('/');
    await controlledByServiceWorker(page);
    expect(await page.evaluate(() => document.documentElement.dataset.release ?? 'first')).toBe('first');

    const release2 = deployRelease2(join(webRoot, 'public-site', 'dist'));

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-release', '2');
    // The new worker installs (its precache holds the new files), activates at once and controls the page.
    await expect.poll(() => page.evaluate(async (file) => (await caches.match(file)) !== undefined, release2), { timeout: 30_000 }).toBe(true);
    // Installed (not still installing: its precache may not hold the new index.html yet) and active, none waiting.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.installing === null && registration.waiting === null && registration.active?.state === 'activated';
        }),
      )
      .toBe(true);
    await controlledByServiceWorker(page);

    // With no network, the shell it serves is the new one.
    await page.context().setOffline(true);
    const offline = await page.goto('/about-us');
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-release', '2');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.context().close();
  });
});
