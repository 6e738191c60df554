import type { USER_PATHS } from '@blood-donation/domain';
import { type ComponentType, lazy } from 'react';
import { PATHS } from '../lib/paths';

// This table is a lazy chunk of its own: a visitor on / never downloads the logged-in pages' names and
// preload lists, so adding a page here does not grow /. Each page is a chunk of its own, as in router.tsx.
/** The dashboard with the cards of other features (user-dashboard.tsx). */
const UserDashboardPage = lazy(() => import('./user-dashboard').then((m) => ({ default: m.UserDashboard })));
const MakeRequestPage = lazy(() =>
  import('../features/blood-requests/make-request-page').then((m) => ({ default: m.MakeRequestPage })),
);
const RequestHistoryPage = lazy(() =>
  import('../features/blood-requests/request-history-page').then((m) => ({ default: m.RequestHistoryPage })),
);
const MyAsksPage = lazy(() => import('../features/asks/my-asks-page').then((m) => ({ default: m.MyAsksPage })));
const DonateBloodPage = lazy(() => import('../features/donations/donate-blood-page').then((m) => ({ default: m.DonateBloodPage })));
const DonationHistoryPage = lazy(() =>
  import('../features/donations/donation-history-page').then((m) => ({ default: m.DonationHistoryPage })),
);
const VolunteerFormPage = lazy(() =>
  import('../features/volunteers/volunteer-form-page').then((m) => ({ default: m.VolunteerFormPage })),
);

const ChangePasswordPage = lazy(() =>
  import('../features/auth/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);

const DonorCardPage = lazy(() => import('../features/donor-card/donor-card-page').then((m) => ({ default: m.DonorCardPage })));

const TwoFactorPage = lazy(() => import('../features/two-factor/two-factor-page').then((m) => ({ default: m.TwoFactorPage })));

const ProfilePage = lazy(() => import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));

export type UserPath = (typeof USER_PATHS)[number];

/** The page of every logged-in path. */
const USER_PAGES: Record<UserPath, ComponentType> = {
  [PATHS.userDashboard]: UserDashboardPage,
  [PATHS.makeRequest]: MakeRequestPage,
  [PATHS.requestHistory]: RequestHistoryPage,
  [PATHS.myAsks]: MyAsksPage,
  [PATHS.donateBlood]: DonateBloodPage,
  [PATHS.userDonors]: DonationHistoryPage,
  [PATHS.getInvolved]: VolunteerFormPage,
  [PATHS.changePassword]: ChangePasswordPage,
  [PATHS.profile]: ProfilePage,
  [PATHS.donorCard]: DonorCardPage,
  [PATHS.twoFactor]: TwoFactorPage,
};

/** The page of a logged-in path (router.tsx renders it behind the login guard). */
export function UserPage({ path }: { path: UserPath }) {
  const Page = USER_PAGES[path];
  return <Page />;
}
