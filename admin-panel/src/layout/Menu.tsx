import { Menu as RaMenu } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import { DASHBOARD_PATH, DESTINATIONS } from '../destinations';
import { HOME_PATH } from '../auth/publicSite';

/** The dashboard, the same destinations as its cards, and the way back to the public site (react-admin translates the keys). */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.Item to={DASHBOARD_PATH} primaryText="admin.dashboard.title" leftIcon={<DashboardIcon />} />
      {DESTINATIONS.map(({ label, path, icon: Icon }) => (
        <RaMenu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
      ))}
      {/* The public site is another app: reloadDocument makes this a full page load. */}
      <RaMenu.Item to={HOME_PATH} reloadDocument primaryText="admin.destinations.home" leftIcon={<HomeIcon />} />
    </RaMenu>
  );
}
