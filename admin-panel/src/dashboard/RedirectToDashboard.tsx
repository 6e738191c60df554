import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { useMayAccess } from '../auth/useMayAccess';
import { DASHBOARD_ACCESS, DASHBOARD_PATH } from '../destinations';
import { DRIVE_DESK_PATH } from '../drive-desk/deskCalls';

/**
 * react-admin renders its `dashboard` at the panel's root; the spec's dashboard lives at /admin-dashboard. Drive staff,
 * who see the desk only, go to their drives instead.
 */
export function RedirectToDashboard() {
  const may = useMayAccess();
  return <Navigate to={may(DASHBOARD_ACCESS) ? DASHBOARD_PATH : DRIVE_DESK_PATH} replace />;
}

/** /admin-dashboard: where the public site sends the panel's roles after login; drive staff go on to their drives. */
export function DashboardOrDesk({ dashboard }: { dashboard: ReactElement }) {
  const may = useMayAccess();
  return may(DASHBOARD_ACCESS) ? dashboard : <Navigate to={DRIVE_DESK_PATH} replace />;
}
