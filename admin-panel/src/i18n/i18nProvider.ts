import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messages } from './messages';

/**
 * The panel speaks English only. allowMissing: a string that is not a key (a server's message in a toast) is shown
 * as it is, as react-admin's default provider does.
 */
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
