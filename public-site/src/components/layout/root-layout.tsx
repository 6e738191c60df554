import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HydrationMark } from '../../lib/prerendering';
import { AppErrorBoundary } from '../ui/app-error-boundary';
import { LoadingDots } from '../ui/loading-dots';
import { Footer } from './footer';
import { AppNavbar } from './navbar';
import { ScrollToTopButton, ScrollToTopOnNavigate } from './scroll-to-top';
import { SessionExpiredDialog } from './session-expired-dialog';

/** Navbar, one <main> with the current page, footer; plus the page-wide helpers. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppNavbar />
      <main id="main-content" className="flex-grow-1" tabIndex={-1}>
        {/* Keyed by path: after an error, going to another page renders again. */}
        <AppErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingDots />}>
            <Outlet />
            <HydrationMark />
          </Suspense>
        </AppErrorBoundary>
      </main>
      <Footer />
      <ScrollToTopOnNavigate />
      <ScrollToTopButton />
      <SessionExpiredDialog />
    </div>
  );
}
