/// <reference lib="webworker" />
// The public site's service worker (built by vite-plugin-pwa, strategy injectManifest; the list of files to precache
// is written into it after prerendering, by scripts/precache.mjs; docs/architecture.md: Installable and offline).
// What it does, and nothing more (besides showing push notifications, push-handlers.ts):
// - precaches the app shell: index.html and the built scripts, styles and images of the public site (not the admin
//   panel, not the prerendered pages); nothing from /api, so nothing personal is ever kept here (the donor card keeps
//   its own last state in localStorage);
// - answers a navigation to a public-site route from the network, and only when the network fails (offline, or no
//   answer within NAVIGATION_TIMEOUT_SECONDS) with the precached index.html, which renders the route in the browser
//   (so /donor-card opens at a drive with no signal); any other navigation (/api, /admin, the API docs, unknown
//   paths) is left to the browser;
// - takes over at once when a deploy brings a new version (skipWaiting, clientsClaim): pages always come from the
//   server while online, and their hashed scripts not yet in the cache come from the network, so ONE reload after a
//   deploy shows the new app; the old version's cache is emptied when the new worker activates.
import { isPublicSitePath } from '@blood-donation/domain';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { registerPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope;

/** A navigation that has heard nothing from the server for this long is answered from the cache (a drive's weak signal). */
const NAVIGATION_TIMEOUT_SECONDS = 10;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const fromNetwork = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPublicSitePath(url.pathname),
  async (options) => {
    try {
      return await fromNetwork.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);
// After the navigations: a precached file (a script, a style, an image) comes from the cache. No directory index or
// clean URLs: '/' and '/about-us' are pages, answered above.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// Push notifications (issue 24, point 7): a push shows its notice; a click opens its page on this origin.
registerPushHandlers(self);
