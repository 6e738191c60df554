import type { Authority } from './schemas/auth';

/** Every role an account can hold. */
export const ROLES = ['user', 'volunteer', 'driveStaff', 'moderator', 'admin', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that run the organisation: every area of the admin side (permissions.ts says which a moderator has). */
export const ADMIN_ROLES: readonly Role[] = ['admin', 'superAdmin'];

/** Roles that coordinate: moderators, and admins who do that too. They see every drive's desk. */
export const COORDINATOR_ROLES: readonly Role[] = ['moderator', ...ADMIN_ROLES];

/**
 * Roles that open the admin panel (after login they go there; the public navbar links to it): moderators, who
 * coordinate, admins, and drive staff (the desk of the drives they are assigned to, nothing else). What each may do
 * there is the permission table's (permissions.ts).
 */
export const PANEL_ROLES: readonly Role[] = [...COORDINATOR_ROLES, 'driveStaff'];

/** Roles offered by the admin 'Update User Role' dialog. */
export const ASSIGNABLE_ROLES: readonly Role[] = ['admin', 'user', 'volunteer', 'driveStaff', 'moderator'];

/** Roles an admin may turn into drive staff by assigning them to a drive (PUT /api/admin/drive-staff/{driveId}). */
export const MAY_BECOME_DRIVE_STAFF: readonly Role[] = ['user', 'volunteer', 'driveStaff'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `roles` include admin or superAdmin (not a moderator: see mayOpenAdminPanel). */
export function hasAdminRole(roles: readonly string[]): boolean {
  return roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
}

export function mayOpenAdminPanel(roles: readonly string[]): boolean {
  return roles.some((role) => (PANEL_ROLES as readonly string[]).includes(role));
}

/** The login response carries roles as Spring-style authorities (Authority, of schemas/auth). */

export const AUTHORITY_PREFIX = 'ROLE_';

export function toAuthority(role: Role): Authority {
  return { authority: `${AUTHORITY_PREFIX}${role}` };
}

/** 'ROLE_admin' -> 'admin'; empty or malformed entries are dropped. */
export function rolesFromAuthorities(authorities: readonly Authority[] | undefined | null): string[] {
  if (!Array.isArray(authorities)) return [];
  return authorities
    .map((entry) => (typeof entry?.authority === 'string' ? entry.authority : ''))
    .map((authority) => (authority.startsWith(AUTHORITY_PREFIX) ? authority.slice(AUTHORITY_PREFIX.length) : authority))
    .filter((role) => role.length > 0);
}
