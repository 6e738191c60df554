import { CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginRedirect } from './auth/LoginRedirect';
import { Dashboard } from './dashboard/Dashboard';
import { RedirectToDashboard } from './dashboard/RedirectToDashboard';
import { dataProvider } from './data/dataProvider';
import { DASHBOARD_PATH } from './destinations';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminShell } from './layout/AdminShell';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
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
        <CustomRoutes>
          <Route path={DASHBOARD_PATH} element={<Dashboard />} />
          <Route path={ADD_DONOR_PATH} element={<AddDonor />} />
          <Route path={EVENT_MANAGEMENT_PATH} element={<EventManagement />} />
          <Route path={CREATE_EVENT_PATH} element={<EventCreate />} />
          <Route path={MANAGE_EVENTS_PATH} element={<EventList />} />
        </CustomRoutes>
      </AdminShell>
    </BrowserRouter>
  );
}
