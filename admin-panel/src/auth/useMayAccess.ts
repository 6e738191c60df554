import { useAuthProvider } from 'react-admin';
import { mayAccess } from './access';
import { storedSession } from './session';

export interface Access {
  resource?: string;
  action: string;
}

/**
 * What the stored session's roles may do, answered at once (no flicker of buttons): the same answer as the
 * authProvider's canAccess, which react-admin's own screens ask. Without an authProvider (a screen tested on its
 * own) everything is allowed, as react-admin does.
 */
export function useMayAccess(): (access: Access) => boolean {
  const authProvider = useAuthProvider();
  return (access) => !authProvider?.canAccess || mayAccess(storedSession()?.roles ?? [], access);
}
