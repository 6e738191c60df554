import { type ComponentType, lazy } from 'react';
import { PATHS } from '../lib/paths';

// Like user-pages.tsx, this table is a lazy chunk of its own, so adding a content page does not grow /.
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** The public content pages and the password reset pages (home, login and register are in router.tsx). */
export const CONTENT_PAGES = {
  [PATHS.aboutUs]: page(() => import('../features/about/about-page'), 'AboutPage'),
  [PATHS.ourStory]: page(() => import('../features/about/our-story-page'), 'OurStoryPage'),
  [PATHS.contactUs]: page(() => import('../features/contact/contact-page'), 'ContactPage'),
  [PATHS.events]: page(() => import('../features/events/events-page'), 'EventsPage'),
  [PATHS.allEvents]: page(() => import('../features/events/all-events-page'), 'AllEventsPage'),
  [PATHS.faqs]: page(() => import('../features/info/faqs-page'), 'FaqsPage'),
  [PATHS.terms]: page(() => import('../features/info/terms-page'), 'TermsPage'),
  [PATHS.privacyPolicy]: page(() => import('../features/info/privacy-policy-page'), 'PrivacyPolicyPage'),
  [PATHS.need]: page(() => import('../features/need-board/need-page'), 'NeedPage'),
  [PATHS.teamLeaderboard]: page(() => import('../features/teams/team-leaderboard-page'), 'TeamLeaderboardPage'),
  [PATHS.joinUs]: page(() => import('../features/info/join-us-page'), 'JoinUsPage'),
  [PATHS.unsubscribe]: page(() => import('../features/newsletter/unsubscribe-page'), 'UnsubscribePage'),
  [PATHS.forgotPassword]: page(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  [PATHS.resetPassword]: page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
  // The link to a new address works without a login: its token is the proof (it may open on another device).
  [PATHS.confirmEmail]: page(() => import('../features/profile/confirm-email-page'), 'ConfirmEmailPage'),
  // The link of an email about the account: it works without a login (the password may be someone else's now).
  [PATHS.endSessions]: page(() => import('../features/auth/end-sessions-page'), 'EndSessionsPage'),
} as const;

export type ContentPath = keyof typeof CONTENT_PAGES;

/** The page of a public content path. */
export function ContentPage({ path }: { path: ContentPath }) {
  const Page = CONTENT_PAGES[path];
  return <Page />;
}
