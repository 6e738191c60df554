/** The query keys of the donor cards: saving one card's answer can change another's. */
export { AVAILABILITY_KEY } from '../../../lib/availability';
export const CONSENTS_KEY = ['dashboard', 'consents'] as const;
export const PUSH_DEVICES_KEY = ['dashboard', 'push-devices'] as const;
/** This browser's own Push API state (read from the browser, not the server). */
export const THIS_BROWSER_KEY = ['dashboard', 'push-this-browser'] as const;
export const MY_TEAMS_KEY = ['dashboard', 'teams'] as const;
export const MILESTONES_KEY = ['dashboard', 'milestones'] as const;
export const SESSIONS_KEY = ['dashboard', 'sessions'] as const;
export const PASSKEYS_KEY = ['dashboard', 'passkeys'] as const;
