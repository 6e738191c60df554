import { lazy, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { AppErrorBoundary } from '../components/ui/app-error-boundary';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export { AFTER_PAINT_SCRIPT, PAGE_SCRIPTS_ID, PRERENDERED_ATTRIBUTE, prerenderedPageFile, SHELL_SCRIPT } from '@blood-donation/domain';

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

/** A page that is always loading: the shell's content. */
const StillLoading = lazy(() => new Promise<never>(() => undefined));

/**
 * The page every other path starts from (index.html): the navbar, the footer and the loading dots between them, so
 * the visitor sees the site at once and nothing jumps when the page arrives. main.tsx renders over it (data-shell).
 * renderToString, unlike react-dom/static, sends a loading boundary's fallback instead of waiting for it.
 */
export function renderShell(): string {
  return renderToString(
    <StaticRouter location="/">
      <AppProvider>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<StillLoading />} />
          </Route>
        </Routes>
      </AppProvider>
    </StaticRouter>,
  );
}
