// Web benchmark (not a test): builds what is missing, starts the product on a spare port with a fresh data folder,
// then prints for each public page the gzip size of the JavaScript and CSS it loads and its Lighthouse figures
// (mobile, Debian's Chromium, median of 3 runs): performance, largest contentful paint, layout shift, and the other
// categories; a control page (one heading, no script) scored the same way, so that a drop in the tool shows apart from
// one in the pages; then the script the admin panel's first screen loads. Goals (issue 11): performance >= 98, LCP <= 1.5 s,
// layout shift 0; / at most 90 KB of script and 15 KB of CSS gzip; the admin panel's first screen at most 250 KB and
// performance >= 90.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { adminSession } from './bench/admin-session.mjs';
import { startProduct } from './bench/product-server.mjs';
import { buildStale } from './build-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const port = Number(process.env.BENCH_PORT ?? 3400);
const RUNS = 3;
const PAGES = ['/', '/login', '/register', '/about-us', '/events', '/contact-us', '/donateBlood', '/faqs'];
const pages = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-pass' };
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** gzip size of every script and stylesheet a page loads (after `prepare`, e.g. a login), read from the built files. */
async function loadedSizes(browser, base, path, prepare) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare?.(page);
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  const totals = { js: 0, css: 0 };
  for (const file of files) {
    const dist = file.startsWith('/admin/') ? join(root, 'admin-panel/dist', file.slice('/admin'.length)) : join(root, 'public-site/dist', file);
    totals[file.endsWith('.css') ? 'css' : 'js'] += gzipSync(readFileSync(dist), { level: 9 }).length;
  }
  return totals;
}

/** One Lighthouse run; `storeSession`, if given, first writes a signed-in session into the origin's storage. */
async function lighthouseRun(url, storeSession) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (storeSession) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate(storeSession);
      await page.close();
      await browser.close();
    }
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: Boolean(storeSession),
    });
    if (lhr.runtimeError) {
      console.error(`${url}: Lighthouse: ${lhr.runtimeError.message} (run again)`);
      return null;
    }
    const score = (key) => (lhr.categories[key].score === null ? NaN : Math.round(lhr.categories[key].score * 100));
    return {
      performance: score('performance'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The control: a page of one heading and no script, served by node:http. What Lighthouse and this Chromium score when
 * there is nothing to load: a product page below it is the product's doing; the control itself below 100 is the tool's.
 */
const CONTROL_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Control page"><title>Control</title></head><body><h1>Control</h1><p>One heading, no script.</p></body></html>';

async function controlScores() {
  const control = createServer((request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CONTROL_PAGE));
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
  try {
    return await lighthouseMedian(`http://127.0.0.1:${control.address().port}/`);
  } finally {
    control.close();
  }
}

/** Each figure's median over RUNS runs (a run Lighthouse could not record is made again, up to twice as many). */
async function lighthouseMedian(url, storeSession) {
  const runs = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
    const run = await lighthouseRun(url, storeSession);
    if (run) runs.push(run);
  }
  if (runs.length < RUNS) throw new Error(`${url}: Lighthouse recorded ${runs.length} of ${RUNS} runs`);
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)]));
}

buildStale(root);
const { rolesFromAuthorities } = createRequire(import.meta.url)('../domain/dist/index.js');
const server = await startProduct(root, { port, env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'blood-donation-bench-')), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMITS: 'false', DATABASE_URL: '' } });
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Web pages, ${new Date().toISOString().slice(0, 10)}, Lighthouse ${lighthouseVersion} mobile in Debian's Chromium ${browser.version()}, median of ${RUNS}\n`);
  console.log('| page | JS gzip | CSS gzip | performance | LCP | layout shift | accessibility | best practices | SEO |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const path of pages) {
    const sizes = await loadedSizes(browser, server.base, path);
    const lh = await lighthouseMedian(`${server.base}${path}`);
    console.log(`| ${path} | ${kb(sizes.js)} | ${kb(sizes.css)} | ${lh.performance} | ${lh.lcp.toFixed(2)} s | ${lh.cls.toFixed(3)} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} |`);
  }
  const control = await controlScores();
  console.log(`| control: one heading, no script | 0.0 KB | 0.0 KB | ${control.performance} | ${control.lcp.toFixed(2)} s | ${control.cls.toFixed(3)} | ${control.accessibility} | ${control.bestPractices} | ${control.seo} |`);
  // Lighthouse times the machine's CPU before each run; its simulated phone is this machine slowed 4 times, so the
  // blocking time, and the performance score, move with it.
  console.log(`\nLighthouse's CPU benchmark index of this machine (median of the control's runs): ${Math.round(control.benchmarkIndex)}`);
  // The admin panel's first screen, for an admin signed in through the API, its authenticator app set up (the session
  // stored as the login page does).
  const session = await adminSession(server.base, admin.email, admin.password);
  const stored = { jwtToken: session.accessToken, email: session.email, username: session.username, LoggedIn: 'true', Roles: rolesFromAuthorities(session.role).join(',') };
  const storeSession = new Function(`for (const [key, value] of Object.entries(${JSON.stringify(stored)})) localStorage.setItem(key, value);`);
  const adminSizes = await loadedSizes(browser, server.base, '/admin-dashboard', (page) => page.addInitScript(storeSession));
  const adminScores = await lighthouseMedian(`${server.base}/admin-dashboard`, storeSession);
  console.log(
    `\nAdmin panel, first screen (/admin-dashboard): ${kb(adminSizes.js)} of script and ${kb(adminSizes.css)} of CSS, gzip; ` +
      `performance ${adminScores.performance}, LCP ${adminScores.lcp.toFixed(2)} s, layout shift ${adminScores.cls.toFixed(3)}, accessibility ${adminScores.accessibility}.`,
  );
  await browser.close();
} finally {
  await server.stop();
}
