import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { Role } from '@blood-donation/domain';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { createAuthProvider } from '../auth/authProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { storeSession } from '../test/session';
import { lightTheme } from '../themes/themes';

/**
 * Test-only: a screen inside react-admin with the panel's texts, a stubbed dataProvider, an in-memory store and the
 * toasts. With `roles`, a session of those roles is stored and the panel's own authProvider decides what is offered.
 */
export function renderInAdmin(ui: ReactNode, dataProvider: object, { roles }: { roles?: Role[] } = {}) {
  if (roles) storeSession(roles);
  const authProvider = roles ? createAuthProvider() : undefined;
  return render(
    <AdminContext authProvider={authProvider} dataProvider={dataProvider as unknown as DataProvider} store={memoryStore()} theme={lightTheme} i18nProvider={i18nProvider}>
      {ui}
      <Notification />
    </AdminContext>,
  );
}

/** A getList answer. */
export function listOf<R>(data: R[], total = data.length) {
  return Promise.resolve({ data, total });
}

/** What fetchUtils.fetchJson rejects with. */
export function httpError(status: number, message?: string) {
  return Object.assign(new Error(message ?? 'Error'), { status, body: message ? { message } : undefined });
}
