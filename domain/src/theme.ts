import type { Team } from './options';
import type { BloodRequestStatus } from './records';
import type { Role } from './roles';
import { STORAGE_KEYS } from './session';

/** Theme colours shared by the public site and the admin panel. */
export const THEME_COLORS = {
  lightPrimary: '#1976d2',
  darkPrimary: '#90caf9',
  darkBackground: '#121212',
} as const;

/** The type both apps use: the system font stack Bootstrap's pages use, also the admin panel's (MUI's default is Roboto). */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"';

/**
 * Type scale, spacing and corners of both apps, in CSS px (at the browsers' root size of 16 px): Bootstrap's Sass
 * variables on the public site and the Material UI theme of the admin panel are made from them.
 */
export const LAYOUT_TOKENS = {
  /** Body text. */
  fontSize: 16,
  /** Headings h1 to h6 (on small screens Bootstrap scales the three largest down with the viewport). */
  headingSizes: { h1: 40, h2: 32, h3: 28, h4: 24, h5: 20, h6: 16 },
  /** One spacing step: MUI's `spacing(1)`; Bootstrap's spacer (its `p-3`, `m-3`) is two. */
  spacing: 8,
  /** Corners of buttons, fields, cards and dialogs. */
  radius: 6,
} as const;

/** A px token in rem, as both apps write sizes (they follow the reader's chosen text size). */
export const rem = (px: number): string => `${px / 16}rem`;

/**
 * The public pages' one inline script, in <head> before the first paint: the theme the visitor chose, so a prerendered
 * page never flashes light for someone who chose dark. The server's Content-Security-Policy allows it by its hash.
 */
export const THEME_BOOT_SCRIPT = `try{document.documentElement.setAttribute('data-bs-theme',localStorage.getItem('${STORAGE_KEYS.darkMode}')==='true'?'dark':'light')}catch(e){}`;

export const THEME_TOASTS = {
  dark: 'switched to dark theme.',
  light: 'switched to light theme.',
} as const;

/** A badge's colours: its background and the text on it, at least 4.5:1 apart (WCAG AA) in both themes. */
export interface BadgeColors {
  background: string;
  text: string;
}

const onDark = (background: string): BadgeColors => ({ background, text: '#ffffff' });

/** One colour per team, the same on the About page's badges and the admin panel's chips. */
export const TEAM_COLORS: Record<Team, BadgeColors> = {
  'open-source': onDark('#1565c0'),
  social: onDark('#7b1fa2'),
  broadcast: onDark('#00695c'),
  design: onDark('#bf360c'),
  'resource-sharing': onDark('#2e7d32'),
};

/** One colour per blood request status, wherever a status is shown. */
export const STATUS_COLORS: Record<BloodRequestStatus, BadgeColors> = {
  Pending: { background: '#ffc107', text: '#000000' },
  Approved: onDark('#2e7d32'),
  Rejected: onDark('#c62828'),
  Fulfilled: onDark('#1565c0'),
  Cancelled: onDark('#546e7a'),
  Expired: onDark('#6d4c41'),
};

/** One colour per role, wherever a role is shown. */
export const ROLE_COLORS: Record<Role, BadgeColors> = {
  user: onDark('#546e7a'),
  volunteer: onDark('#00695c'),
  moderator: onDark('#6a1b9a'),
  admin: onDark('#1565c0'),
  superAdmin: onDark('#b71c1c'),
};

/** A colour outside the lists above: an unknown team, status or role. */
export const UNKNOWN_BADGE_COLORS: BadgeColors = onDark('#616161');

const colorsIn = <K extends string>(table: Record<K, BadgeColors>, key: string, fallback: BadgeColors): BadgeColors =>
  Object.hasOwn(table, key) ? table[key as K] : fallback;

/** The colours of a team's badge; grey for a team the product does not know. */
export const teamColors = (team: string): BadgeColors => colorsIn(TEAM_COLORS, team, UNKNOWN_BADGE_COLORS);

/** The colours of a request status's badge; an empty or unknown status is shown as Pending. */
export const statusColors = (status: string): BadgeColors => colorsIn(STATUS_COLORS, status, STATUS_COLORS.Pending);

/** The colours of a role's badge; grey for a role the product does not know. */
export const roleColors = (role: string): BadgeColors => colorsIn(ROLE_COLORS, role, UNKNOWN_BADGE_COLORS);
