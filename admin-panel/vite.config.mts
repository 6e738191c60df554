import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// Node loads this config without Vite's resolve.conditions, so the package name would need domain/ built first;
// the relative path to its source is bundled with the config instead.
import { ADMIN_ASSETS_BASE, isAdminPath } from '../domain/src/routes';
import { readSiteSettings } from '../domain/src/site-settings';
import { precompressedAssets } from '../tooling/precompressed-assets';
import { reactRouterAliases } from '../tooling/react-router-production';

/**
 * In production the backend answers every admin path (/admin-dashboard, /users/...) with the panel's index.html.
 * The dev server does the same here; otherwise it would only serve the page at its base, /admin/.
 */
function serveIndexForAdminPaths(): Plugin {
  return {
    name: 'serve-index-for-admin-paths',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (req.method === 'GET' && isAdminPath(pathname) && req.headers.accept?.includes('text/html')) req.url = ADMIN_ASSETS_BASE;
        next();
      });
    },
  };
}

// The backend serves dist/ under /admin/ and the panel's index.html for every admin path.
export default defineConfig(({ mode }) => ({
  base: ADMIN_ASSETS_BASE,
  plugins: [react(), serveIndexForAdminPaths(), precompressedAssets()],
  // The organisation's time zone (SITE_TIME_ZONE, README: Site settings), from the environment at build time.
  define: { __SITE_TIME_ZONE__: JSON.stringify(readSiteSettings(process.env).SITE_TIME_ZONE) },
  resolve: {
    // Take @blood-donation/domain from its TypeScript source (its package.json exports a `source` condition).
    conditions: ['source', ...defaultClientConditions],
    alias: [
      ...reactRouterAliases(mode),
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('../tooling/object-entries.cjs', import.meta.url)) },
    ],
  },
  // Each screen is a chunk of its own (layout/lazyScreen.ts) and a library goes with the screens that use it, so the
  // first screen loads only the layout and the dashboard: in one chunk ('$initial', what the entry imports), which
  // compresses better than the ten small chunks the shared modules would otherwise be cut into.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
    // Pages may come through the public site's dev server (:5173); hot reload talks to this one directly.
    hmr: { clientPort: 5174 },
  },
}));
