import { CssBaseline } from '@mui/material';
import { type ComponentType, createElement, type ReactNode } from 'react';
import {
  AdminContext,
  type AdminContextProps,
  AuthenticationError,
  CoreAdminUI,
  type CoreAdminUIProps,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
} from 'react-admin';
import { AccessDenied } from './AccessDenied';

const store = localStorageStore();

type AdminShellProps = Pick<AdminContextProps, 'authProvider' | 'dataProvider' | 'i18nProvider' | 'theme'> &
  Pick<CoreAdminUIProps, 'layout' | 'dashboard' | 'catchAll' | 'loginPage'> & { notification: ComponentType; children: ReactNode };

/**
 * react-admin's <Admin> as its documentation composes it (AdminContext, then the UI with react-admin's own pages),
 * without the login and auth-callback pages <Admin> imports by default: the panel's login is the public site's
 * (loginPage), so its first screen does not carry react-admin's login form and form library (about 15 KB gzip).
 */
export function AdminShell({ authProvider, dataProvider, i18nProvider, theme, notification, children, ...pages }: AdminShellProps) {
  return (
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          requireAuth
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          {...pages}
        >
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
