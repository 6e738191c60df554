import { CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginRedirect } from './auth/LoginRedirect';
import { Dashboard } from './dashboard/Dashboard';
import { RedirectToDashboard } from './dashboard/RedirectToDashboard';
import { dataProvider } from './data/dataProvider';
import { DASHBOARD_PATH } from './destinations';
import { AdminShell } from './layout/AdminShell';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { Notifications } from './layout/Notifications';
import { darkTheme, lightTheme } from './themes/themes';
import { useDarkMode } from './themes/themeMode';
import events, { CREATE_EVENT_PATH, EVENT_MANAGEMENT_PATH, MANAGE_EVENTS_PATH } from './events';
import volunteers, { VOLUNTEERS_PATH } from './volunteers';
import contacts, { CONTACTS_PATH } from './contacts';
import teams, { TEAMS_PATH } from './teams';
import { Resource as AdminResource } from 'react-admin';
import users from './users';
import bloodRequests from './blood-requests';
import donors from './donors';
import addDonor, { ADD_DONOR_PATH } from './add-donor';

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
        loginPage={LoginRedirect}
        dashboard={RedirectToDashboard}
        layout={Layout}
        catchAll={NotFound}
        notification={Notifications}
        // localStorage's darkMode key decides, not react-admin's store: the public site reads and writes it too.
        theme={dark ? darkTheme : lightTheme}
      >
        <AdminResource name="users" {...users} />
        <AdminResource name="bloodRequests" {...bloodRequests} />
        <AdminResource name="donorlist" {...donors} />
        <CustomRoutes>
          <Route path={DASHBOARD_PATH} element={<Dashboard />} />
          <Route path={ADD_DONOR_PATH} element={<addDonor.create />} />
          <Route path={EVENT_MANAGEMENT_PATH} element={<events.management />} />
          <Route path={CREATE_EVENT_PATH} element={<events.create />} />
          <Route path={MANAGE_EVENTS_PATH} element={<events.list />} />
          <Route path={VOLUNTEERS_PATH} element={<volunteers.list />} />
          <Route path={CONTACTS_PATH} element={<contacts.list />} />
          <Route path={TEAMS_PATH} element={<teams.list />} />
        </CustomRoutes>
      </AdminShell>
    </BrowserRouter>
  );
}
