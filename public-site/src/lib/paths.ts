import type { ADMIN_PATHS, PUBLIC_PATHS, USER_PATHS } from '@blood-donation/domain';

type KnownPath = (typeof PUBLIC_PATHS)[number] | (typeof USER_PATHS)[number] | (typeof ADMIN_PATHS)[number];

/** Named paths for links; `satisfies` keeps every one of them in domain's route lists. */
export const PATHS = {
  home: '/',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  events: '/events',
  allEvents: '/all-events',
  joinUs: '/join-us',
  ourStory: '/our-story',
  unsubscribe: '/unsubscribe',
  faqs: '/faqs',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  need: '/need',
  teamLeaderboard: '/team-leaderboard',
  userDashboard: '/user-dashboard',
  donateBlood: '/donateBlood',
  makeRequest: '/makeRequest',
  userDonors: '/user-donors',
  requestHistory: '/requestHistory',
  myAsks: '/my-asks',
  getInvolved: '/get-involved',
  changePassword: '/change-password',
  profile: '/profile',
  donorCard: '/donor-card',
  twoFactor: '/two-factor',
  confirmEmail: '/confirm-email',
  endSessions: '/end-sessions',
  /** Served by the admin panel: reach it with a full page load, never with the router. */
  adminDashboard: '/admin-dashboard',
} as const satisfies Record<string, KnownPath>;
