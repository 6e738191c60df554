import { APPOINTMENT_LINK_PATH, DRIVE_BOOKING_ROUTE, TEAM_PAGE_ROUTE, USER_PATHS, WAITLIST_OFFER_ROUTE } from '@blood-donation/domain';
import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { PATHS } from '../lib/paths';
import { withServerState } from '../lib/with-server-state';
import { RequireAuth } from './require-auth';

// Every page is its own chunk: / loads the shell and the home page only. The pages that read or write server state
// come with TanStack Query's provider (provider.tsx).
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const LoginPage = withServerState(() => import('../features/auth/login-page').then((m) => m.LoginPage));
const RegisterPage = withServerState(() => import('../features/auth/register-page').then((m) => m.RegisterPage));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
/** The logged-in pages: their table (user-pages.tsx) loads only when one of them opens. */
const UserPage = withServerState(() => import('./user-pages').then((m) => m.UserPage));
/** A drive's booking page (logged in; it sends a visitor to log in and back itself). */
const DriveBookingPage = withServerState(() => import('../features/drives/drive-booking-page').then((m) => m.DriveBookingPage));
/** An appointment email's change-or-cancel link (no login). */
const AppointmentLinkPage = withServerState(() => import('../features/drives/appointment-link-page').then((m) => m.AppointmentLinkPage));
/** The page of a waitlist offer's emailed link (no login). */
const WaitlistOfferPage = withServerState(() => import('../features/drives/waitlist-offer-page').then((m) => m.WaitlistOfferPage));
/** A team's public page (issue 24): its donations this year and its shown members. */
const TeamPage = withServerState(() => import('../features/teams/team-page').then((m) => m.TeamPage));
/** The public content pages, likewise behind one lazy table (content-pages.tsx). */
const ContentPage = withServerState(() => import('./content-pages').then((m) => m.ContentPage));

const CONTENT_PATHS = [
  PATHS.aboutUs, PATHS.ourStory, PATHS.contactUs, PATHS.events, PATHS.allEvents,
  PATHS.faqs, PATHS.terms, PATHS.privacyPolicy, PATHS.joinUs, PATHS.unsubscribe, PATHS.forgotPassword, PATHS.resetPassword, PATHS.confirmEmail, PATHS.endSessions, PATHS.need,
  PATHS.teamLeaderboard,
] as const;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.register, element: <RegisterPage /> },
      ...CONTENT_PATHS.map((path) => ({ path, element: <ContentPage path={path} /> })),
      { path: DRIVE_BOOKING_ROUTE, element: <DriveBookingPage /> },
      { path: APPOINTMENT_LINK_PATH, element: <AppointmentLinkPage /> },
      { path: WAITLIST_OFFER_ROUTE, element: <WaitlistOfferPage /> },
      { path: TEAM_PAGE_ROUTE, element: <TeamPage /> },
      {
        element: <RequireAuth />,
        children: USER_PATHS.map((path) => ({ path, element: <UserPage path={path} /> })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table; rendered inside <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
