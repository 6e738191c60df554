import { type AreaAction, isArea, mayDo } from '@blood-donation/domain';

/**
 * react-admin's actions (list, show, create, edit, delete, export) and the panel's own, in the words of domain's
 * permission table (permissions.ts): the table the API's guards read too, so a screen never offers what the server
 * refuses.
 */
const AREA_ACTION_OF: Readonly<Record<string, AreaAction>> = {
  list: 'read',
  show: 'read',
  read: 'read',
  matches: 'read',
  create: 'change',
  edit: 'change',
  change: 'change',
  approve: 'change',
  reject: 'change',
  fulfil: 'change',
  reply: 'change',
  delete: 'delete',
  export: 'export',
};

/** Whether an account holding `roles` may take `action` on `resource` (an area of the table); anything unknown is no. */
export function mayAccess(roles: readonly string[], { resource, action }: { resource?: string; action: string }): boolean {
  const areaAction = AREA_ACTION_OF[action];
  return areaAction !== undefined && isArea(resource) && mayDo(roles, resource, areaAction);
}
