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

/** The audit log: in the menu of a superAdmin only, not among the dashboard's cards. */
export const AUDIT_LOG_PATH: AdminPath = '/audit-log';

export interface Destination {
  /** A message key. */
  label: string;
  path: AdminPath;
  icon: SvgIconComponent;
}

/** What the dashboard cards and the sidebar menu lead to, in the spec's order. */
export const DESTINATIONS: readonly Destination[] = [
  { label: 'admin.destinations.addDonors', path: '/addDonors', icon: PersonAddIcon },
  { label: 'admin.destinations.users', path: '/users', icon: PeopleIcon },
  { label: 'admin.destinations.bloodRequests', path: '/bloodRequests', icon: HistoryIcon },
  { label: 'admin.destinations.donors', path: '/donorlist', icon: BloodtypeIcon },
  { label: 'admin.destinations.events', path: '/event-management', icon: EventIcon },
  { label: 'admin.destinations.volunteers', path: '/volunteers', icon: VolunteerActivismIcon },
  { label: 'admin.destinations.contacts', path: '/contacts', icon: ContactMailIcon },
  { label: 'admin.destinations.teams', path: '/teams', icon: GroupsIcon },
];
