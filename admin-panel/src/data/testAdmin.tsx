import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { lightTheme } from '../themes/themes';

/** Test-only: a screen inside react-admin with the panel's texts, a stubbed dataProvider, an in-memory store and the toasts. */
export function renderInAdmin(ui: ReactNode, dataProvider: object) {
  return render(
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} store={memoryStore()} theme={lightTheme} i18nProvider={i18nProvider}>
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
