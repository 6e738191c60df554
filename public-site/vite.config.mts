import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ADMIN_ASSETS_BASE, ADMIN_PATHS } from '../domain/src/routes';
import { precompressedAssets } from '../tooling/precompressed-assets';
import { reactRouterAliases } from '../tooling/react-router-production';
import { THEME_BOOT_SCRIPT, THEME_COLORS } from '../domain/src/theme';
import { readSiteSettings, siteSettingGlobals } from '../domain/src/site-settings';
import { readRetentionDays } from '../domain/src/privacy/retention';
import { bootstrapLayoutSass, themeTokensCss } from './src/lib/theme-tokens';

/**
 * Every page's <head>: the theme colours (domain's tokens) and the stored theme, before anything paints; the browser's
 * own bars in the primary colour, as the installed app's manifest has it.
 */
const themeInHead = (): Plugin => ({
  name: 'theme-in-head',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLORS.lightPrimary }, injectTo: 'head' },
    { tag: 'style', children: themeTokensCss(), injectTo: 'head' },
    { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' },
  ],
});

/**
 * The site as an installable app (docs/architecture.md: Installable and offline): the web app manifest (linked from index.html,
 * hence from every prerendered page too) and the service worker, built from src/service-worker/sw.ts. Its list of
 * files to precache is written into it by scripts/prerender.mjs once index.html is final (no injection point here:
 * the build's index.html is rewritten after this build, and its precache revision must be the final file's).
 * Registered by main.tsx once the page has loaded.
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: { injectionPoint: undefined, rollupFormat: 'iife', minify: true, sourcemap: false },
    manifest: {
      id: '/',
      name: 'Blood Donation',
      short_name: 'Blood Donor',
      description: 'Become a blood donor, book a place at a drive, and carry your donor card.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLORS.lightPrimary,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });

const apiProxy = { '/api': 'http://localhost:3000' };
/** In development the admin panel runs on its own dev server; pages and modules under its paths go there. */
const adminPanelDevServer = 'http://localhost:5174';
const adminProxy = Object.fromEntries(
  [ADMIN_ASSETS_BASE, ...ADMIN_PATHS].map((path) => [`^${path}(/|$)`, adminPanelDevServer]),
);

/**
 * Production CSS keeps only the Bootstrap rules some page can use: the selectors found in the site's source and in
 * react-bootstrap's, plus the classes made at run time (a component prefix and its parts, a toast's colour, the toast
 * container's `position-${containerPosition}`: without it the toast scrolls away with the top of a long page), and the
 * parts of the ALTCHA widget (its markup is made by its script, in node_modules) that captcha.scss sizes for a finger.
 */
const unusedCssRemoved = () =>
  purgeCss({
    content: ['./index.html', './src/**/*.{ts,tsx}', '../node_modules/react-bootstrap/esm/**/*.js'],
    safelist: {
      standard: ['active', 'show', 'showing', 'fade', 'collapse', 'collapsing', 'collapsed', 'disabled', 'position-fixed'],
      greedy: [/^text-bg-/, /^btn/, /^modal/, /^toast/, /^navbar/, /^nav-/, /^form-/, /^card/, /^accordion/, /^carousel/, /^table/, /^badge/, /^was-validated/, /^is-(in)?valid/, /^(in)?valid-/, /^altcha-/],
    },
  });

/**
 * What the entry and nearly every route import (React, React Router, domain's roles and session, a few small hooks
 * and parts), as one chunk beside the entry instead of eight: fewer requests per page and less gzip on / (`npm run
 * size`). A lazy part of a page that imports only from it (the home page's need board) brings no stylesheet along.
 */
const SHARED_BY_ROUTES =
  /node_modules\/(react|react-dom|react-router|scheduler)\/|domain\/src\/(roles|session|api\/session-events)\.ts|src\/lib\/(prerendering|use-document-title|paths)\.tsx?|components\/ui\/(icons|app-form|loading-dots)\.tsx|preload-helper/;

export default defineConfig(({ mode }) => ({
  plugins: [react(), themeInHead(), installableApp(), precompressedAssets()],
  // Who runs the site (README: Site settings), from the SITE_* variables at build time; and the RETENTION_DAYS figures
  // the privacy page states.
  define: { ...siteSettingGlobals(readSiteSettings(process.env)), __RETENTION_DAYS__: JSON.stringify(readRetentionDays(process.env)) },
  // '@blood-donation/domain' exports its TypeScript source under the 'source' condition: no domain build needed.
  resolve: { conditions: ['source', ...defaultClientConditions], alias: reactRouterAliases(mode) },
  server: { proxy: { ...apiProxy, ...adminProxy } },
  preview: { proxy: apiProxy },
  css: {
    postcss: { plugins: mode === 'production' ? [unusedCssRemoved()] : [] },
    preprocessorOptions: {
      scss: {
        // The shared type scale, spacer and radius (domain's LAYOUT_TOKENS) before Bootstrap's defaults.
        additionalData: bootstrapLayoutSass(),
        // Bootstrap 5.3's Sass still uses @import and global functions; its warnings are not ours to fix.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  // No preload lists in the entry (0.6 KB on /, within its 90 KB budget): the prerendered pages name what their
  // route needs (scripts/prerender.mjs reads the manifest); elsewhere a lazy page's modules come when it asks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app-shared', test: SHARED_BY_ROUTES }] } } },
  },
  // The prerendering build (`vite build --ssr`, run by Node at build time only) bundles every module as the client
  // build does: domain's source, and packages whose deep imports Node's ESM loader would refuse (react-bootstrap/Button).
  ssr: { noExternal: true },
}));
