import { API_MESSAGES, ROLE_MESSAGES, ROLES, USER_API_MESSAGES } from '@blood-donation/domain';

/** Answers of the user endpoints that the spec leaves to the server. */
export const USER_MESSAGES = {
  emailTaken: API_MESSAGES.emailTaken,
  notFound: 'User not found.',
  deleted: USER_API_MESSAGES.deleted,
  ...ROLE_MESSAGES,
  newRoleInvalid: `newRole must be one of: ${ROLES.join(', ')}`,
  ownRole: 'You cannot change your own role.',
  ownAccount: 'You cannot delete your own account here.',
  privilegedRole: 'Only a superAdmin can make someone admin or superAdmin, or change the role of an admin or superAdmin.',
  privilegedDelete: 'Only a superAdmin can delete an admin or superAdmin.',
  lastSuperAdminRole: 'The last superAdmin cannot be demoted. Make another account superAdmin first.',
  lastSuperAdminDelete: 'The last superAdmin cannot be deleted. Make another account superAdmin first.',
} as const;
