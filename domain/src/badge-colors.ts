import type { Team } from './options';
import type { BloodRequestStatus } from './records';
import type { Role } from './roles';

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
  driveStaff: onDark('#ad1457'),
  moderator: onDark('#6a1b9a'),
  admin: onDark('#1565c0'),
  superAdmin: onDark('#b71c1c'),
};

/** The Urgent badge of a blood request, beside its status wherever the request is shown. */
export const URGENT_BADGE_COLORS: BadgeColors = onDark('#b71c1c');

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
