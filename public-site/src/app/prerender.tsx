import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppErrorBoundary } from '../components/ui/app-error-boundary';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export { prerenderedPageFile } from '@blood-donation/domain';

/**
 * The HTML of one public page for a visitor with nothing stored, as main.tsx renders it, with every lazy page
 * loaded. Built for Node by `vite build --ssr` and run by scripts/prerender.mjs.
 */
export async function renderPage(path: string): Promise<string> {
  // react-dom/static waits for the lazy pages. No boundary is left out of line (as React does with those larger than
  // its progressiveChunkSize, 12.8 KB by default): it would be sent as its fallback plus an inline script to swap it
  // in, which the Content-Security-Policy blocks and a browser without JavaScript never runs.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppErrorBoundary standalone>
        <StaticRouter location={path}>
          <AppProvider>
            <AppRoutes />
          </AppProvider>
        </StaticRouter>
      </AppErrorBoundary>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
