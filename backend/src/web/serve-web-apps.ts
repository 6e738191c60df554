import { ADMIN_ASSETS_BASE, isAdminPath, isPublicSitePath, PAGE_ALIASES, prerenderedPageFile } from '@blood-donation/domain';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX } from './api-prefix';

/** The public site's service worker, built into its dist folder's root (public-site/src/service-worker/sw.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';

interface WebApp {
  name: string;
  folder: string;
}

/**
 * The two built React apps: admin-panel/dist under /admin (its index.html for the admin routes) and
 * public-site/dist under / (a known page's prerendered HTML when the build made one, else its index.html: 200 for a
 * known route, 404 otherwise).
 * /api stays with Nest.
 */
export function serveWebApps(app: NestExpressApplication, webRoot: string): void {
  const publicSite: WebApp = { name: 'public site', folder: join(webRoot, 'public-site', 'dist') };
  const adminPanel: WebApp = { name: 'admin panel', folder: join(webRoot, 'admin-panel', 'dist') };
  const publicFiles = builtFiles(publicSite);
  app.use((request: Request, response: Response, next: () => void) =>
    Object.hasOwn(PAGE_ALIASES, request.path) ? response.redirect(301, PAGE_ALIASES[request.path]) : next(),
  );
  app.use(ADMIN_ASSETS_BASE.replace(/\/$/, ''), outsideApi(builtFiles(adminPanel)));
  app.use(outsideApi(publicFiles));
  app.use(
    outsideApi((request, response, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      const admin = isAdminPath(request.path);
      const known = admin || isPublicSitePath(request.path);
      const prerendered = known && !admin ? prerenderedPage(publicSite, request.path) : undefined;
      if (!prerendered) return sendIndex(request, response, admin ? adminPanel : publicSite, known ? 200 : 404);
      // The page's HTML as the build rendered it (compressed like the other built files), then hydrated.
      request.url = `/${prerendered}`;
      publicFiles(request, response, next);
    }),
  );
}

export function isApiPath(path: string): boolean {
  return path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`);
}

function outsideApi(handler: RequestHandler): RequestHandler {
  return (request, response, next) => (isApiPath(request.originalUrl.split('?')[0]) ? next() : handler(request, response, next));
}

/**
 * The built files as the build compressed them: the `.br` or `.gz` beside a file when the browser accepts it (found
 * once, at start), else the file itself; no compression work per request. Vite puts content-hashed files under
 * assets/: they never change, so browsers may keep them for a year.
 */
function builtFiles(webApp: WebApp): RequestHandler {
  return expressStaticGzip(webApp.folder, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (response, path) => {
        if (path.startsWith(join(webApp.folder, 'assets'))) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // A page's HTML names the build's files: asked again each time, like index.html. So are the public site's
        // service worker (a deploy's new worker must be found on the next visit, docs/architecture.md: Installable and offline) and
        // its web app manifest.
        else if (/(\.html|\.webmanifest)(\.br|\.gz)?$/.test(path) || path === join(webApp.folder, SERVICE_WORKER_FILE)) {
          response.setHeader('Cache-Control', 'no-cache');
        }
      },
    },
  }) as RequestHandler;
}

/** The file of the path's prerendered page when the build made one (looked for each time, like index.html: builds change). */
function prerenderedPage(webApp: WebApp, pathname: string): string | undefined {
  const file = prerenderedPageFile(pathname);
  return existsSync(join(webApp.folder, file)) ? file : undefined;
}

/** The app's index.html with the route's status, compressed as the build wrote it when the browser accepts that. */
function sendIndex(request: Request, response: Response, webApp: WebApp, status: number): void {
  const encoding = request.acceptsEncodings('br', 'gzip');
  const compressed = encoding === 'br' ? 'index.html.br' : encoding === 'gzip' ? 'index.html.gz' : undefined;
  const file = compressed && existsSync(join(webApp.folder, compressed)) ? compressed : 'index.html';
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  if (file !== 'index.html') Object.assign(headers, { 'Content-Encoding': encoding === 'br' ? 'br' : 'gzip', 'Content-Type': 'text/html; charset=utf-8' });
  response.status(status).sendFile(join(webApp.folder, file), { headers }, (error) => {
    if (!error || response.headersSent) return;
    response
      .status(503)
      .type('text/plain')
      .send(`The ${webApp.name} is not built yet: run \`npm run build\` in the repository root.\n`);
  });
}
