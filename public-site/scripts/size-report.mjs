// Prints what the browser downloads for / after `npm run build`, gzip-compressed: the prerendered page's inline
// scripts and styles, the chunks it loads and every chunk they import statically. Inline code counts as much as a
// chunk (it is downloaded with the page, only not cached apart). Budget: 90 KB JS and 15 KB CSS (issue 11).
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = join(dist, 'assets');
const BUDGET = { js: 90 * 1024, css: 15 * 1024 };
// The page of / as prerendered by scripts/prerender.mjs (domain's prerenderedPageFile('/')).
const page = join(dist, 'pages', 'index.html');
if (!existsSync(page)) throw new Error('No dist/pages/index.html: run `npm run build -w public-site` first.');
const html = readFileSync(page, 'utf8');

/** The contents of the page's elements named `tag` whose attributes pass `accept`. */
const inline = (tag, accept) =>
  [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].filter(([, attributes = '']) => accept(attributes)).map((match) => match[2]);

// The JSON list of the page's scripts is data: the inline loader that reads it is counted, and the files it names.
const scriptList = inline('script', (attributes) => attributes.includes('application/json')).flatMap((json) => JSON.parse(json));
const linked = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const listed = scriptList.map((file) => file.replace(/^\/assets\//, ''));

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
for (const file of [...linked, ...listed]) staticClosure(file, files);

const gzipped = (text) => gzipSync(text, { level: 9 }).length;
const parts = [...files].sort().map((file) => ({ name: file, kind: file.endsWith('.css') ? 'css' : 'js', size: gzipped(readFileSync(join(assets, file))) }));
const inlineScripts = inline('script', (attributes) => !/type="(?!module)/.test(attributes)).join('\n');
const inlineStyles = inline('style', () => true).join('\n');
if (inlineScripts) parts.push({ name: '(inline scripts of the page)', kind: 'js', size: gzipped(inlineScripts) });
if (inlineStyles) parts.push({ name: '(inline styles of the page)', kind: 'css', size: gzipped(inlineStyles) });

const totals = { js: 0, css: 0 };
for (const { name, kind, size } of parts) {
  totals[kind] += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${name}`);
}
let over = false;
for (const kind of ['js', 'css']) {
  const ok = totals[kind] <= BUDGET[kind];
  over ||= !ok;
  console.log(`${kind.toUpperCase()} for /: ${(totals[kind] / 1024).toFixed(2)} KB gzip (${totals[kind]} bytes) (budget ${BUDGET[kind] / 1024} KB) ${ok ? 'ok' : 'OVER'}`);
}
process.exitCode = over ? 1 : 0;
