import type { ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { useMayAccess } from '../auth/useMayAccess';
import { AccessDenied } from './AccessDenied';

/**
 * A screen behind the permission table: shown to a role that may take `action` on `resource` (the resource of the
 * route when not given), else the Access Denied page at the same address.
 */
export function RequireAccess({ resource, action = 'list', children }: { resource?: string; action?: string; children: ReactNode }) {
  const routeResource = useResourceContext();
  const may = useMayAccess();
  return may({ resource: resource ?? routeResource, action }) ? children : <AccessDenied />;
}
