// Screenshots for docs/architecture.md (not a test): builds what is missing, starts the product on a spare port with a fresh
// data folder and a little data, then photographs the public home, the donor dashboard and an admin list on a phone
// and a desktop, in both themes, into docs/screenshots/.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { adminSession } from './bench/admin-session.mjs';
import { startProduct } from './bench/product-server.mjs';
import { buildStale } from './build-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'screenshots');
const admin = { email: 'screens-admin@example.org', password: 'screens-admin-pass' };
const donor = { username: 'Asha Patel', email: 'asha@example.org', password: 'donor-pass-1' };
const SCREENS = [
  { name: 'home', path: '/', who: null },
  { name: 'donor-dashboard', path: '/user-dashboard', who: donor },
  { name: 'admin-blood-requests', path: '/bloodRequests', who: admin },
];
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

buildStale(root);
const { rolesFromAuthorities, STORAGE_KEYS } = createRequire(import.meta.url)('../domain/dist/index.js');
const server = await startProduct(root, {
  port: Number(process.env.SCREENSHOTS_PORT ?? 3420),
  env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'blood-donation-screens-')), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMITS: 'false', DATABASE_URL: '', LOG_LEVEL: 'warn' },
});
const api = (path, body, token) =>
  fetch(`${server.base}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then((answer) => answer.json());

try {
  await api('/user/register', { ...donor, confirmPassword: donor.password, age: 34, bloodGroup: 'O+', gender: 'female', mobile: '9876543210' });
  const donorSession = await api('/auth/login', { email: donor.email, password: donor.password });
  const token = donorSession.accessToken;
  for (const [name, group] of [['Ravi Kumar', 'A-'], ['Meera Iyer', 'O+'], ['John Mathew', 'B+']]) {
    await api('/blood-requests', { name, email: 'family@example.org', bloodGroup: group, units: 2, mobile: '9876543210', gender: 'Male', age: 52, disease: 'Surgery', status: false, city: 'Pune' }, token);
  }
  await api('/add', { name: donor.username, bloodGroup: 'O+', units: 1, mobile: '9876543210', gender: 'Female', age: 34, city: 'Pune', address: '1 Main Road', date: '2026-10-02' }, token);

  // One session each, as the panel and the site keep one: the admin's proved with an authenticator app (staff two-factor).
  const sessions = new Map([
    [donor, donorSession],
    [admin, await adminSession(server.base, admin.email, admin.password)],
  ]);

  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const theme of ['light', 'dark']) {
      for (const screen of SCREENS) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const session = screen.who ? sessions.get(screen.who) : null;
        await page.addInitScript(({ keys, dark, stored }) => {
          localStorage.setItem(keys.darkMode, dark);
          if (!stored) return;
          localStorage.setItem(keys.token, stored.accessToken);
          localStorage.setItem(keys.email, stored.email);
          localStorage.setItem(keys.username, stored.username);
          localStorage.setItem(keys.loggedIn, 'true');
          localStorage.setItem(keys.roles, stored.roles);
        }, { keys: STORAGE_KEYS, dark: String(theme === 'dark'), stored: session && { ...session, roles: rolesFromAuthorities(session.role).join(',') } });
        await page.goto(`${server.base}${screen.path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // No toast over the screen ('Login successful!', 'fetched successfully').
        await page.addStyleTag({ content: '.toast-container, .MuiSnackbar-root { display: none !important; }' });
        await page.screenshot({ path: join(out, `${screen.name}-${device}-${theme}.jpg`), type: 'jpeg', quality: 70 });
        await context.close();
      }
    }
  }
  await browser.close();
  console.log(`wrote ${Object.keys(DEVICES).length * 2 * SCREENS.length} screenshots into docs/screenshots/`);
} finally {
  await server.stop();
}
