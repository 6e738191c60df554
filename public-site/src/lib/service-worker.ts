/** Where the build puts the service worker (vite-plugin-pwa, src/service-worker/sw.ts), served at the site's root. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and the browser is idle: the first paint and the page's own
 * requests never wait for it, and it then precaches the app shell in the background. A new version (after a deploy)
 * takes over by itself (skipWaiting, clientsClaim in the worker): nothing to prompt. Not in development (Vite's dev
 * server has no built worker) nor in browsers without service workers.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No worker (a private window that refuses it, a failed fetch): the site works as before, online only.
    });
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
