// Makes the web app manifest's PNG icons (public/icons/) from the site's favicon (public/favicon.svg), drawn by the
// Chromium the end-to-end tests use. Run by hand when the favicon changes: `node public-site/scripts/make-icons.mjs`;
// the PNGs are committed (the build does not need a browser).
// - icon-192.png, icon-512.png ('any'): the red drop on white, with a margin.
// - maskable-512.png ('maskable'): the drop in white on the drop's red, inside the central 80% circle that every
//   launcher mask keeps (https://web.dev/articles/maskable-icon).
import { chromium } from 'playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const favicon = readFileSync(join(site, 'public', 'favicon.svg'), 'utf8');
const DROP_RED = /#d32f2f/i;
if (!DROP_RED.test(favicon)) throw new Error('favicon.svg no longer draws the drop in #d32f2f: update make-icons.mjs');
const out = join(site, 'public', 'icons');
mkdirSync(out, { recursive: true });

const ICONS = [
  { file: 'icon-192.png', size: 192, background: '#ffffff', drop: favicon, scale: 0.8 },
  { file: 'icon-512.png', size: 512, background: '#ffffff', drop: favicon, scale: 0.8 },
  { file: 'maskable-512.png', size: 512, background: '#d32f2f', drop: favicon.replace(DROP_RED, '#ffffff'), scale: 0.6 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, background, drop, scale } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * scale);
    const svg = drop.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">${svg}</body>`,
    );
    await page.screenshot({ path: join(out, file), clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`wrote public/icons/${file}`);
  }
} finally {
  await browser.close();
}
