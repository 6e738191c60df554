import type { SvgIconComponent } from '@mui/icons-material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PeopleIcon from '@mui/icons-material/People';
import HistoryIcon from '@mui/icons-material/History';
import BloodtypeIcon from '@mui/icons-material/Bloodtype';
import EventIcon from '@mui/icons-material/Event';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import GroupsIcon from '@mui/icons-material/Groups';
import type { ADMIN_PATHS } from '@blood-donation/domain';

/** A path the admin panel serves; a typo is a type error. */
export type AdminPath = (typeof ADMIN_PATHS)[number];

export const DASHBOARD_PATH: AdminPath = '/admin-dashboard';

/** The audit log: in the menu of a superAdmin only (AUDIT_LOG_ACCESS), not among the dashboard's cards. */
export const AUDIT_LOG_PATH: AdminPath = '/audit-log';

export interface Destination {
  /** A message key. */
  label: string;
  path: AdminPath;
  icon: SvgIconComponent;
  /** What a role must be allowed (authProvider.canAccess, domain's permission table) to be offered it. */
  access: { resource: string; action: string };
}

const listOf = (resource: string) => ({ resource, action: 'list' });

/** What the dashboard cards and the sidebar menu lead to, in the spec's order; each offered to the roles it is for. */
export const DESTINATIONS: readonly Destination[] = [
  { label: 'admin.destinations.addDonors', path: '/addDonors', icon: PersonAddIcon, access: { resource: 'donorlist', action: 'create' } },
  { label: 'admin.destinations.users', path: '/users', icon: PeopleIcon, access: listOf('users') },
  { label: 'admin.destinations.bloodRequests', path: '/bloodRequests', icon: HistoryIcon, access: listOf('bloodRequests') },
  { label: 'admin.destinations.donors', path: '/donorlist', icon: BloodtypeIcon, access: listOf('donorlist') },
  { label: 'admin.destinations.events', path: '/event-management', icon: EventIcon, access: listOf('events') },
  { label: 'admin.destinations.volunteers', path: '/volunteers', icon: VolunteerActivismIcon, access: listOf('volunteers') },
  { label: 'admin.destinations.contacts', path: '/contacts', icon: ContactMailIcon, access: listOf('contacts') },
  { label: 'admin.destinations.teams', path: '/teams', icon: GroupsIcon, access: listOf('teams') },
];

/** The dashboard: every role of the panel reads its counts (figures, no personal data). */
export const DASHBOARD_ACCESS = listOf('dashboard');

/** The drive desk (/drive-desk and /drive-desk/{driveId}): drive staff, moderators and admins. */
export const DRIVE_DESK_ACCESS = listOf('drive-desk');

/** The audit log: a superAdmin's. */
export const AUDIT_LOG_ACCESS = listOf('audit-log');
