import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { useStoredToast } from './Notifications';

/** Rendered once the auth check has passed, so a toast left by the public site is shown only to an admin. */
export function Layout({ children }: { children: ReactNode }) {
  useStoredToast();
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
}
