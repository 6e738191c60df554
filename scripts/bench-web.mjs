// Web benchmark (not a test): builds what is missing, starts the product on a spare port with a fresh data folder,
// then prints for each public page the gzip size of the JavaScript and CSS it loads and its Lighthouse scores
// (mobile, Debian's Chromium). Budget for /: 90 KB JS and 30 KB CSS gzip. Aim: performance >= 95, the rest 100.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${port}`;
const pages = (process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/about-us', '/events']);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function startProduct() {
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'blood-donation-bench-')), ADMIN_PASSWORD: 'bench-admin-pass' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The product did not start');
}

/** gzip size of every script and stylesheet a page loads, read from the built files. */
async function loadedSizes(browser, path) {
  const page = await browser.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  const totals = { js: 0, css: 0 };
  for (const file of files) {
    const dist = file.startsWith('/admin/') ? join(root, 'admin-panel/dist', file.slice('/admin'.length)) : join(root, 'public-site/dist', file);
    totals[file.endsWith('.css') ? 'css' : 'js'] += gzipSync(readFileSync(dist), { level: 9 }).length;
  }
  return totals;
}

async function lighthouseScores(path) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (result.lhr.runtimeError) console.error(`${path}: Lighthouse: ${result.lhr.runtimeError.message}`);
    const score = (category) => (category.score === null ? 'n/a' : Math.round(category.score * 100));
    return Object.fromEntries(Object.entries(result.lhr.categories).map(([key, category]) => [key, score(category)]));
  } finally {
    await chrome.kill();
  }
}

const server = await startProduct();
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('page            JS gzip   CSS gzip  perf  a11y  best  seo');
  for (const path of pages) {
    const sizes = await loadedSizes(browser, path);
    const scores = await lighthouseScores(path);
    console.log(`${path.padEnd(14)} ${kb(sizes.js).padStart(9)} ${kb(sizes.css).padStart(9)}  ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(4)}`);
  }
  await browser.close();
} finally {
  server.kill();
}
