import { compression } from 'vite-plugin-compression2';

/**
 * Both apps' builds write `.br` and `.gz` beside every compressible file (scripts, styles, HTML, SVG, JSON), at the
 * highest levels, once: the server then sends them as they are, with no compression work per request.
 */
export const precompressedAssets = () =>
  compression({
    algorithms: [
      ['brotliCompress', {}],
      ['gzip', { level: 9 }],
    ],
    include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
  });
