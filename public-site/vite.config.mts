import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { ADMIN_ASSETS_BASE, ADMIN_PATHS } from '../domain/src/routes';
import { precompressedAssets } from '../tooling/precompressed-assets';
import { reactRouterAliases } from '../tooling/react-router-production';

const apiProxy = { '/api': 'http://localhost:3000' };
/** In development the admin panel runs on its own dev server; pages and modules under its paths go there. */
const adminPanelDevServer = 'http://localhost:5174';
const adminProxy = Object.fromEntries(
  [ADMIN_ASSETS_BASE, ...ADMIN_PATHS].map((path) => [`^${path}(/|$)`, adminPanelDevServer]),
);

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompressedAssets()],
  // '@blood-donation/domain' exports its TypeScript source under the 'source' condition: no domain build needed.
  resolve: { conditions: ['source', ...defaultClientConditions], alias: reactRouterAliases(mode) },
  server: { proxy: { ...apiProxy, ...adminProxy } },
  preview: { proxy: apiProxy },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass still uses @import and global functions; its warnings are not ours to fix.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  // No preload lists in the entry (0.6 KB on /, within its 90 KB budget): a lazy page's shared modules are
  // fetched when the page asks for them.
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: false },
}));
