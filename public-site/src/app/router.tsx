import { USER_PATHS } from '@blood-donation/domain';
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { PATHS } from '../lib/paths';
import { RequireAuth } from './require-auth';

// Every page is its own chunk: / loads the shell and the home page only.
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const UserDashboardPage = lazy(() =>
  import('../features/dashboard/user-dashboard-page').then((m) => ({ default: m.UserDashboardPage })),
);
const MakeRequestPage = lazy(() =>
  import('../features/blood-requests/make-request-page').then((m) => ({ default: m.MakeRequestPage })),
);
const RequestHistoryPage = lazy(() =>
  import('../features/blood-requests/request-history-page').then((m) => ({ default: m.RequestHistoryPage })),
);
const DonateBloodPage = lazy(() => import('../features/donations/donate-blood-page').then((m) => ({ default: m.DonateBloodPage })));
const DonationHistoryPage = lazy(() =>
  import('../features/donations/donation-history-page').then((m) => ({ default: m.DonationHistoryPage })),
);
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

type UserPath = (typeof USER_PATHS)[number];

/** The logged-in pages built so far; the other USER_PATHS are guarded too and show the 404 page until they exist. */
const USER_PAGES: Partial<Record<UserPath, ComponentType>> = {
  [PATHS.userDashboard]: UserDashboardPage,
  [PATHS.makeRequest]: MakeRequestPage,
  [PATHS.requestHistory]: RequestHistoryPage,
  [PATHS.donateBlood]: DonateBloodPage,
  [PATHS.userDonors]: DonationHistoryPage,
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.register, element: <RegisterPage /> },
      {
        element: <RequireAuth />,
        children: USER_PATHS.map((path) => {
          const Page = USER_PAGES[path] ?? NotFoundPage;
          return { path, element: <Page /> };
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table; rendered inside <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
