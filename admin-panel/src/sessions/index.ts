import { lazyScreen } from '../layout/lazyScreen';

export { SESSIONS_PATH } from './sessionCalls';

/** /your-sessions, loaded when first opened. */
export const YourSessions = lazyScreen(() => import('./YourSessions'), 'YourSessions');
