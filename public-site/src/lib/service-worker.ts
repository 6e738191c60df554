/**
 * Registers the service worker (built from src/service-worker/sw.ts, at the site's root) once the page has loaded:
 * the first paint and the page's own requests never wait for it; it then precaches the app shell in the background.
 * A new version after a deploy takes over by itself (skipWaiting, clientsClaim in the worker): nothing to prompt.
 * Not in development (Vite's dev server has no built worker) nor where browsers have no service workers. Kept small:
 * it is part of the entry script of / (90 KB budget).
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A refusal (a private window, a failed fetch) leaves the site as it was: online only.
  const register = () => setTimeout(() => navigator.serviceWorker.register('/sw.js').catch(() => undefined), 500);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
