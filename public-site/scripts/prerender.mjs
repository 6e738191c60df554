// Prerenders the public pages a visitor opens first into dist/pages/ (see prerenderedPageFile): real HTML the browser
// paints before any script runs, hydrated by src/app/main.tsx. Each page's <head> holds its styles (the entry's and its
// route's, inlined: no request before the first paint) and names the scripts its route needs, read from Vite's
// manifest, requested together once the page has painted (AFTER_PAINT_SCRIPT): the HTML has the connection to itself
// first, and no chunk waits for another.
// Runs after `vite build` (the client, with its manifest) and `vite build --ssr src/app/prerender.tsx`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(site, 'dist');
const ssrOut = join(site, 'dist-prerender');

/**
 * The pages prerendered, with the source modules of their lazy route chunks (router.tsx, content-pages.tsx) and, for
 * every page but the home page, TanStack Query's provider, loaded with the page (lib/with-server-state.tsx).
 */
const CONTENT = 'src/app/content-pages.tsx';
const SERVER_STATE = 'src/lib/server-state.tsx';
const PAGES = {
  '/': ['src/features/home/home-page.tsx'],
  '/login': [SERVER_STATE, 'src/features/auth/login-page.tsx'],
  '/register': [SERVER_STATE, 'src/features/auth/register-page.tsx'],
  '/about-us': [SERVER_STATE, CONTENT, 'src/features/about/about-page.tsx'],
  '/our-story': [SERVER_STATE, CONTENT, 'src/features/about/our-story-page.tsx'],
  '/contact-us': [SERVER_STATE, CONTENT, 'src/features/contact/contact-page.tsx'],
  '/events': [SERVER_STATE, CONTENT, 'src/features/events/events-page.tsx'],
  '/all-events': [SERVER_STATE, CONTENT, 'src/features/events/all-events-page.tsx'],
  '/faqs': [SERVER_STATE, CONTENT, 'src/features/info/faqs-page.tsx'],
  '/terms': [SERVER_STATE, CONTENT, 'src/features/info/terms-page.tsx'],
  '/privacy-policy': [SERVER_STATE, CONTENT, 'src/features/info/privacy-policy-page.tsx'],
  '/join-us': [SERVER_STATE, CONTENT, 'src/features/info/join-us-page.tsx'],
  '/need': [SERVER_STATE, CONTENT, 'src/features/need-board/need-page.tsx'],
  '/forgot-password': [SERVER_STATE, CONTENT, 'src/features/auth/forgot-password-page.tsx'],
};

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { renderPage, renderShell, prerenderedPageFile, AFTER_PAINT_SCRIPT, PAGE_SCRIPTS_ID, PRERENDERED_ATTRIBUTE, SHELL_SCRIPT } = await import(
  pathToFileURL(join(ssrOut, 'prerender.mjs')).href
);

/** The files of these manifest entries and of everything they import statically, less what index.html loads. */
function chunksOf(keys) {
  const seen = new Set();
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  const entry = manifest['index.html'];
  scripts.delete(entry.file);
  for (const css of entry.css ?? []) styles.delete(css);
  return { scripts: [...scripts], styles: [...styles] };
}

/** A file and its .br and .gz, as the build's compression plugin writes them for the other files. */
function writeCompressed(file, html) {
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

/** A stylesheet's rules, to be written into the page: no request stands between the HTML and its first paint. */
const inlined = (file) => `<style>${readFileSync(join(dist, file), 'utf8')}</style>`;
const entryStyles = manifest['index.html'].css ?? [];
let styledTemplate = template;
for (const file of entryStyles) {
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`);
  if (!link.test(styledTemplate)) throw new Error(`index.html does not link ${file}`);
  styledTemplate = styledTemplate.replace(link, inlined(file));
}

const entryScript = `<script type="module" crossorigin src="/${manifest['index.html'].file}"></script>`;
if (!styledTemplate.includes(entryScript)) throw new Error(`index.html does not load ${manifest['index.html'].file} as expected`);

/** The entry script's tag replaced by the list of the page's scripts and the inline script that loads them. */
function loadedBy(loader, scripts) {
  const files = [manifest['index.html'].file, ...scripts].map((file) => `/${file}`);
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(files)}</script><script>${loader}</script>`;
}

for (const [path, modules] of Object.entries(PAGES)) {
  for (const module of modules) if (!manifest[module]) throw new Error(`${module} is not a chunk of the build (prerendering ${path})`);
  const { scripts, styles } = chunksOf(modules);
  const html = styledTemplate
    .replace(entryScript, loadedBy(AFTER_PAINT_SCRIPT, scripts))
    .replace('</head>', `${styles.map(inlined).join('')}</head>`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDERED_ATTRIBUTE}>${await renderPage(path)}</div>`);
  if (!html.includes('<h1')) throw new Error(`The prerendered ${path} has no heading`);
  if (html.includes('<!--$?-->')) throw new Error(`The prerendered ${path} still waits for a lazy module`);
  const file = join(dist, prerenderedPageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeCompressed(file, html);
}
// Every other path starts from index.html: now the shell (navbar, loading dots, footer), rendered over by main.tsx,
// whose script first sends a logged-in page without a stored token to /login.
const shell = styledTemplate
  .replace(entryScript, loadedBy(SHELL_SCRIPT, []))
  .replace('<div id="root"></div>', `<div id="root" data-shell>${renderShell()}</div>`);
writeCompressed(join(dist, 'index.html'), shell);
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(PAGES).length} pages into dist/pages/`);
