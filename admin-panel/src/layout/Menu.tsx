import { Menu as RaMenu } from 'react-admin';
import { useMayAccess } from '../auth/useMayAccess';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import { AUDIT_LOG_ACCESS, AUDIT_LOG_PATH, DASHBOARD_ACCESS, DASHBOARD_PATH, DESTINATIONS, DRIVE_DESK_ACCESS } from '../destinations';
import { DRIVE_DESK_PATH } from '../drive-desk/deskCalls';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { HOME_PATH } from '../auth/publicSite';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { HOSPITALS_ACCESS, HOSPITALS_PATH } from '../hospitals';
import DevicesIcon from '@mui/icons-material/Devices';
import { SESSIONS_PATH } from '../sessions/sessionCalls';

/**
 * The dashboard, the same destinations as its cards, the audit log for a superAdmin, the account's own sessions, and the way back to the public
 * site (react-admin translates the keys). Each item shows only to a role the permission table lets use it.
 */
export function Menu() {
  const may = useMayAccess();
  return (
    <RaMenu>
      {may(DASHBOARD_ACCESS) && <RaMenu.Item to={DASHBOARD_PATH} primaryText="admin.dashboard.title" leftIcon={<DashboardIcon />} />}
      {DESTINATIONS.filter(({ access }) => may(access)).map(({ label, path, icon: Icon }) => (
        <RaMenu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
      ))}
      {may(DRIVE_DESK_ACCESS) && <RaMenu.Item to={DRIVE_DESK_PATH} primaryText="admin.destinations.driveDesk" leftIcon={<HowToRegIcon />} />}
      {may(HOSPITALS_ACCESS) && <RaMenu.Item to={HOSPITALS_PATH} primaryText="admin.destinations.hospitals" leftIcon={<LocalHospitalIcon />} />}
      {may(AUDIT_LOG_ACCESS) && <RaMenu.Item to={AUDIT_LOG_PATH} primaryText="admin.destinations.auditLog" leftIcon={<ManageHistoryIcon />} />}
      {/* Every role of the panel: where its own account is logged in. */}
      <RaMenu.Item to={SESSIONS_PATH} primaryText="admin.destinations.sessions" leftIcon={<DevicesIcon />} />
      {/* The public site is another app: reloadDocument makes this a full page load. */}
      <RaMenu.Item to={HOME_PATH} reloadDocument primaryText="admin.destinations.home" leftIcon={<HomeIcon />} />
    </RaMenu>
  );
}
