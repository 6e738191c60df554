/** Paths of the public site that anyone may open. */
export const PUBLIC_PATHS = [
  '/',
  '/about-us',
  '/contact-us',
  '/register',
  '/login',
  '/events',
  '/all-events',
  '/faqs',
  '/privacy-policy',
  '/terms',
  '/join-us',
  '/our-story',
  '/unsubscribe',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/end-sessions',
  '/need',
  '/appointments/manage',
  '/team-leaderboard',
] as const;

/** Other addresses of public pages, each sent on (301) to the page's own path: /privacy is the privacy page. */
export const PAGE_ALIASES: Readonly<Record<string, (typeof PUBLIC_PATHS)[number]>> = { '/privacy': '/privacy-policy' };

/** Paths of the public site that need a stored token. */
export const USER_PATHS = [
  '/user-dashboard',
  '/makeRequest',
  '/requestHistory',
  '/my-asks',
  '/donateBlood',
  '/user-donors',
  '/get-involved',
  '/change-password',
  '/profile',
  '/donor-card',
  /** Setting up an authenticator app (issue 25): where a staff account without a second factor is sent. */
  '/two-factor',
] as const;

/** Paths served by the admin panel: token plus a role of the panel (PANEL_ROLES: drive staff, moderator, admin, superAdmin). */
export const ADMIN_PATHS = [
  '/admin-dashboard',
  '/addDonors',
  '/users',
  '/bloodRequests',
  '/donorlist',
  '/event-management',
  '/create-event',
  '/manage-events',
  '/contacts',
  '/volunteers',
  '/teams',
  '/audit-log',
  '/drive-desk',
  '/hospitals',
  '/your-sessions',
] as const;

/** Where the admin panel's built files are served from. */
export const ADMIN_ASSETS_BASE = '/admin/';

/**
 * Teams of donors (issue 24 point 5): the public leaderboard, and a team's page /teams/{slug}. The leaderboard is not
 * at /teams, which is the admin panel's board-member page (the organisation's own team); a team's page is the public
 * site's, and only /teams itself stays the panel's.
 */
export const TEAM_LEADERBOARD_PATH = '/team-leaderboard';
export const TEAM_PAGE_ROUTE = '/teams/:slug';
const TEAM_PAGE_PATTERN = /^\/teams\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const teamPagePath = (slug: string): string => `/teams/${slug}`;

/** True for a path the admin panel serves (an admin path or anything below one, a team's page aside). */
export function isAdminPath(pathname: string): boolean {
  if (TEAM_PAGE_PATTERN.test(pathname)) return false;
  return ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The page where a donor books a time at a drive (issue 23): /drives/{id}/book, logged in. */
export const DRIVE_BOOKING_ROUTE = '/drives/:id/book';
const DRIVE_BOOKING_PATTERN = /^\/drives\/[1-9]\d*\/book$/;
export const driveBookingPath = (driveId: number): string => `/drives/${driveId}/book`;

/** The page a change-or-cancel link of an appointment email opens (issue 23 point 5), no login needed. */
export const APPOINTMENT_LINK_PATH = '/appointments/manage';
export const appointmentLinkPath = (token: string): string => `${APPOINTMENT_LINK_PATH}?token=${encodeURIComponent(token)}`;
/** The page of a waitlist offer's emailed link (no login): /waitlist-offers/{token}, to book the held time or decline it. */
export const WAITLIST_OFFER_ROUTE = '/waitlist-offers/:token';
const WAITLIST_OFFER_PATTERN = /^\/waitlist-offers\/[A-Za-z0-9_-]+$/;

/** True for a path the public site knows (public or logged-in); anything else is its 404 page. */
export function isPublicSitePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path) || (USER_PATHS as readonly string[]).includes(path) || DRIVE_BOOKING_PATTERN.test(path) || WAITLIST_OFFER_PATTERN.test(path) || TEAM_PAGE_PATTERN.test(path);
}

/** Where the public site's build keeps the prerendered HTML of a path, under its dist folder ('/' → pages/index.html). */
export function prerenderedPageFile(pathname: string): string {
  return `pages/${pathname === '/' ? 'index' : pathname.replace(/^\/+|\/+$/g, '')}.html`;
}
