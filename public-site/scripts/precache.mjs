// Writes the service worker's precache list (the app shell) into dist/sw.js, after scripts/prerender.mjs has written
// the final index.html: each file with its revision (a hash of its content, none for Vite's content-hashed assets/),
// through Workbox's injectManifest. A deploy that changes any of these files changes sw.js, so browsers install the
// new worker on their next visit (docs/architecture.md: Installable and offline).
// The shell: index.html (the page every route renders from when offline) and the public site's own scripts, styles
// and images; not the prerendered pages (served by the server while online), not the .br/.gz copies, not the admin
// panel (another folder), and never anything from /api.
import { injectManifest } from 'workbox-build';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const sw = join(dist, 'sw.js');

const { count, size, warnings } = await injectManifest({
  swSrc: sw,
  swDest: sw,
  globDirectory: dist,
  globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,webp,woff2}', 'favicon.svg'],
  // Vite's hashed files are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
if (warnings.length > 0) throw new Error(`precache: ${warnings.join('; ')}`);
// The worker changes here, after the build compressed it: no stale .br/.gz beside it (the server sends sw.js itself).
for (const stale of [`${sw}.br`, `${sw}.gz`]) if (existsSync(stale)) rmSync(stale);
console.log(`precache: ${count} files, ${(size / 1024).toFixed(1)} KB, written into dist/sw.js`);
