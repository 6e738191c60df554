import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../destinations';

/** react-admin renders its `dashboard` at the panel's root; the spec's dashboard lives at /admin-dashboard. */
export function RedirectToDashboard() {
  return <Navigate to={DASHBOARD_PATH} replace />;
}
