// Prints what the browser downloads for / after `vite build`: the entry chunk, the home page chunk and every
// chunk they import statically, gzip-compressed. Budget: 90 KB JS and 15 KB CSS (issue 11).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = join(dist, 'assets');
const BUDGET = { js: 90 * 1024, css: 15 * 1024 };

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]);
const homeChunk = readdirSync(assets).find((file) => /^home-page-.*\.js$/.test(file));
if (!homeChunk) throw new Error('No home-page chunk in dist/assets: run `vite build` first.');

/** A chunk and the chunks it imports statically (not the lazy `import()` ones). */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.endsWith('.js')) return seen;
  const code = readFileSync(join(assets, file), 'utf8');
  for (const [, spec] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)) staticClosure(spec, seen);
  return seen;
}

const files = new Set();
for (const file of [...referenced, homeChunk]) staticClosure(file, files);

const totals = { js: 0, css: 0 };
for (const file of [...files].sort()) {
  const kind = file.endsWith('.css') ? 'css' : 'js';
  const size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  totals[kind] += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
let over = false;
for (const kind of ['js', 'css']) {
  const ok = totals[kind] <= BUDGET[kind];
  over ||= !ok;
  console.log(`${kind.toUpperCase()} for /: ${(totals[kind] / 1024).toFixed(2)} KB gzip (budget ${BUDGET[kind] / 1024} KB) ${ok ? 'ok' : 'OVER'}`);
}
process.exitCode = over ? 1 : 0;
