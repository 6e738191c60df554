import { Menu as RaMenu, usePermissions } from 'react-admin';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import { AUDIT_LOG_PATH, DASHBOARD_PATH, DESTINATIONS } from '../destinations';
import { HOME_PATH } from '../auth/publicSite';

/**
 * The dashboard, the same destinations as its cards, the audit log for a superAdmin, and the way back to the public
 * site (react-admin translates the keys).
 */
export function Menu() {
  const { permissions } = usePermissions<string[]>();
  return (
    <RaMenu>
      <RaMenu.Item to={DASHBOARD_PATH} primaryText="admin.dashboard.title" leftIcon={<DashboardIcon />} />
      {DESTINATIONS.map(({ label, path, icon: Icon }) => (
        <RaMenu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
      ))}
      {permissions?.includes('superAdmin') && <RaMenu.Item to={AUDIT_LOG_PATH} primaryText="admin.destinations.auditLog" leftIcon={<ManageHistoryIcon />} />}
      {/* The public site is another app: reloadDocument makes this a full page load. */}
      <RaMenu.Item to={HOME_PATH} reloadDocument primaryText="admin.destinations.home" leftIcon={<HomeIcon />} />
    </RaMenu>
  );
}
