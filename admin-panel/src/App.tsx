import type { ReactElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { apiClient } from '@blood-donation/domain';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginRedirect } from './auth/LoginRedirect';
import { handleSecondFactorAnswers } from './auth/step-up';
import { Dashboard } from './dashboard/Dashboard';
import { DashboardOrDesk, RedirectToDashboard } from './dashboard/RedirectToDashboard';
import { dataProvider } from './data/dataProvider';
import { DASHBOARD_ACCESS, DASHBOARD_PATH, DESTINATIONS, DRIVE_DESK_ACCESS } from './destinations';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminShell } from './layout/AdminShell';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { RequireAccess } from './layout/RequireAccess';
import { Notifications } from './layout/Notifications';
import { darkTheme, lightTheme } from './themes/themes';
import { useDarkMode } from './themes/themeMode';
import users from './users';
import bloodRequests from './blood-requests';
import donors, { ADD_DONOR_PATH, AddDonor } from './donors';
import events, { CREATE_EVENT_PATH, EVENT_MANAGEMENT_PATH, EventCreate, EventList, EventManagement, MANAGE_EVENTS_PATH } from './events';
import volunteers from './volunteers';
import contacts from './contacts';
import teams from './teams';
import auditLog from './audit-log';
import hospitals from './hospitals';
import { DRIVE_DESK_PATH, DriveDesk, DriveDeskList } from './drive-desk';
import { SESSIONS_PATH, YourSessions } from './sessions';

// 'Confirm it is you' when an action needs a second-factor check; /two-factor when the session has none.
handleSecondFactorAnswers(apiClient);

/** The access a destination asks (DESTINATIONS): the custom routes ask the same as their dashboard card. */
function accessOf(path: string) {
  const destination = DESTINATIONS.find((one) => one.path === path);
  if (!destination) throw new Error(`No destination ${path}`);
  return destination.access;
}

/** A custom route's screen, behind the permission table (resources' lists are guarded by listAtResourcePath). */
function guarded(screen: ReactElement, access: { resource: string; action: string }) {
  return <RequireAccess {...access}>{screen}</RequireAccess>;
}

/**
 * The admin panel. A BrowserRouter at the origin root (react-admin would use a hash router of its own):
 * the panel's routes are the spec's admin paths themselves.
 */
export function App() {
  const [dark] = useDarkMode();
  return (
    <BrowserRouter>
      <AdminShell
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginRedirect}
        dashboard={RedirectToDashboard}
        layout={Layout}
        catchAll={NotFound}
        notification={Notifications}
        // localStorage's darkMode key decides, not react-admin's store: the public site reads and writes it too.
        theme={dark ? darkTheme : lightTheme}
      >
        <Resource name="users" {...users} />
        <Resource name="bloodRequests" {...bloodRequests} />
        <Resource name="donorlist" {...donors} />
        <Resource name="events" {...events} />
        <Resource name="volunteers" {...volunteers} />
        <Resource name="contacts" {...contacts} />
        <Resource name="teams" {...teams} />
        <Resource name="audit-log" {...auditLog} />
        <Resource name="hospitals" {...hospitals} />
        <CustomRoutes>
          <Route path={DASHBOARD_PATH} element={<DashboardOrDesk dashboard={guarded(<Dashboard />, DASHBOARD_ACCESS)} />} />
          <Route path={ADD_DONOR_PATH} element={guarded(<AddDonor />, accessOf(ADD_DONOR_PATH))} />
          <Route path={EVENT_MANAGEMENT_PATH} element={guarded(<EventManagement />, accessOf(EVENT_MANAGEMENT_PATH))} />
          <Route path={CREATE_EVENT_PATH} element={guarded(<EventCreate />, { resource: 'events', action: 'create' })} />
          <Route path={MANAGE_EVENTS_PATH} element={guarded(<EventList />, accessOf(EVENT_MANAGEMENT_PATH))} />
          <Route path={DRIVE_DESK_PATH} element={guarded(<DriveDeskList />, DRIVE_DESK_ACCESS)} />
          <Route path={`${DRIVE_DESK_PATH}/:driveId`} element={guarded(<DriveDesk />, DRIVE_DESK_ACCESS)} />
          {/* Every role of the panel (drive staff too): its own sessions, as any logged-in account may (GET /api/user/sessions). */}
          <Route path={SESSIONS_PATH} element={<YourSessions />} />
        </CustomRoutes>
      </AdminShell>
    </BrowserRouter>
  );
}
