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

export interface Destination {
  label: string;
  path: AdminPath;
  icon: SvgIconComponent;
}

/** What the dashboard cards and the sidebar menu lead to, in the spec's order. */
export const DESTINATIONS: readonly Destination[] = [
  { label: 'Add Donors', path: '/addDonors', icon: PersonAddIcon },
  { label: 'Users', path: '/users', icon: PeopleIcon },
  { label: 'Blood Requests History', path: '/bloodRequests', icon: HistoryIcon },
  { label: 'Donors', path: '/donorlist', icon: BloodtypeIcon },
  { label: 'Events', path: '/event-management', icon: EventIcon },
  { label: 'Volunteers', path: '/volunteers', icon: VolunteerActivismIcon },
  { label: 'Contacts', path: '/contacts', icon: ContactMailIcon },
  { label: 'Teams', path: '/teams', icon: GroupsIcon },
];
