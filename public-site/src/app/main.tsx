import '../styles/index.scss';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from '../components/ui/app-error-boundary';
import { startHydrating } from '../lib/prerendering';
import { registerServiceWorkerAfterLoad } from '../lib/service-worker';
import { applyTheme, readStoredTheme } from '../lib/theme';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// The stored theme on <html> (THEME_BOOT_SCRIPT in <head> did so already, before the first paint).
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppErrorBoundary standalone>
      <BrowserRouter>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>
);

// A page the build prerendered (scripts/prerender.mjs) is hydrated: the visitor already sees it. Other pages render
// here, over the shell (navbar, loading dots, footer) the build put in index.html.
if (container.hasChildNodes() && !container.hasAttribute('data-shell')) {
  startHydrating();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}

// The installable app's service worker (offline shell), once the page has loaded.
registerServiceWorkerAfterLoad();
