import { ADMIN_ROLES, COORDINATOR_ROLES, type Role } from './roles';

/**
 * The parts of the admin side: the admin panel's dashboard and resources, each with the admin endpoints behind it.
 * The names are the panel's resource names (teams are the board members, donorlist the recorded donations).
 */
export const AREAS = ['dashboard', 'bloodRequests', 'contacts', 'volunteers', 'users', 'donorlist', 'events', 'teams', 'audit-log', 'drive-desk', 'hospitals', 'donation-journey'] as const;
export type Area = (typeof AREAS)[number];

/**
 * What can be done in an area: read its records (lists, details, a request's matching donors), change them (approve,
 * reject, fulfil, reply, create, edit, roles), delete them, and export them as a CSV file.
 */
export const AREA_ACTIONS = ['read', 'change', 'delete', 'export'] as const;
export type AreaAction = (typeof AREA_ACTIONS)[number];

/** Moderators coordinate; admins and superAdmins do that too. */
const COORDINATORS: readonly Role[] = COORDINATOR_ROLES;

/**
 * Coordination: a moderator reads and acts (approve, reject, fulfil, reply, retry); deleting records and CSV files of
 * personal data stay with admins.
 */
const COORDINATED: Readonly<Record<AreaAction, readonly Role[]>> = { read: COORDINATORS, change: COORDINATORS, delete: ADMIN_ROLES, export: ADMIN_ROLES };

/** Running the organisation: accounts and roles, donations, events (content), teams. */
const ADMINISTERED: Readonly<Record<AreaAction, readonly Role[]>> = { read: ADMIN_ROLES, change: ADMIN_ROLES, delete: ADMIN_ROLES, export: ADMIN_ROLES };

/**
 * Who may do what on the admin side: the one table the API's guards and the admin panel's screens both read, so
 * they never disagree. Every entry names at least one role (an empty list would let nobody in, never everyone).
 * The dashboard's counts are figures, no personal data: every role of the panel sees them.
 */
export const PERMISSIONS: Readonly<Record<Area, Readonly<Record<AreaAction, readonly Role[]>>>> = {
  dashboard: { ...ADMINISTERED, read: COORDINATORS },
  bloodRequests: COORDINATED,
  contacts: COORDINATED,
  volunteers: COORDINATED,
  users: ADMINISTERED,
  donorlist: ADMINISTERED,
  events: ADMINISTERED,
  teams: ADMINISTERED,
  // Read only: nothing changes, deletes or exports an entry.
  'audit-log': { read: ['superAdmin'], change: ['superAdmin'], delete: ['superAdmin'], export: ['superAdmin'] },
  // The drive desk: check-in and outcomes. Drive staff only at the drives they are assigned to (the API checks that).
  'drive-desk': { read: [...COORDINATORS, 'driveStaff'], change: [...COORDINATORS, 'driveStaff'], delete: ADMIN_ROLES, export: ADMIN_ROLES },
  // The hospitals the organisation sends blood to (organisation data): admins keep the list; drive staff read it, to
  // name one when they record a donation's journey.
  hospitals: { ...ADMINISTERED, read: [...ADMIN_ROLES, 'driveStaff'] },
  // What became of a donation (issue 24 point 4): admins, and drive staff only for donations given at a drive they
  // staff (the API checks that, as for the desk). Moderators coordinate requests, not donations: not theirs.
  'donation-journey': { ...ADMINISTERED, read: [...ADMIN_ROLES, 'driveStaff'], change: [...ADMIN_ROLES, 'driveStaff'] },
};

/** The roles that may take `action` in `area`. */
export function rolesAllowed(area: Area, action: AreaAction): readonly Role[] {
  return PERMISSIONS[area][action];
}

/** Whether an account holding `roles` may take `action` in `area`. */
export function mayDo(roles: readonly string[], area: Area, action: AreaAction): boolean {
  const allowed = rolesAllowed(area, action) as readonly string[];
  return roles.some((role) => allowed.includes(role));
}

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}
