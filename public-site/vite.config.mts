import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  plugins: [react()],
  // '@blood-donation/domain' exports its TypeScript source under the 'source' condition: no domain build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: apiProxy },
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
  build: { outDir: 'dist', emptyOutDir: true },
});
