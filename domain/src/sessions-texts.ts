import { formatDayIn, formatTimeIn } from './time';

/**
 * "Where you're logged in" (the donor's dashboard) and "Your sessions" (the admin panel): the account's live sessions
 * (GET /api/user/sessions), ending one other or all others. Shared so both screens say the same.
 */
export const SESSIONS_TEXTS = {
  title: 'Where you’re logged in',
  panelTitle: 'Your sessions',
  intro:
    'Each browser where your account is logged in, with the hour it was last used. Don’t recognise one? End it, and change your password. No place is shown: we don’t look up where you are.',
  thisDevice: 'This device',
  end: 'End',
  endWhat: (device: string) => ` the session on ${device}`,
  endTitle: 'End this session?',
  endMessage: (device: string) => `${device} will be logged out at once and has to log in again to use your account.`,
  keep: 'Keep it',
  ended: 'That session has ended: that device is logged out.',
  endFailed: 'The session could not be ended. Please try again later.',
  endOthers: 'Log out everywhere else',
  endOthersTitle: 'Log out everywhere else?',
  endOthersMessage: 'Every other browser where your account is logged in is logged out at once. This device stays logged in.',
  endedOthers: (count: number) => (count === 1 ? '1 other session has ended.' : `${count} other sessions have ended.`),
  onlyThis: 'You are logged in on this device only.',
  loadFailed: 'Failed to load your sessions. Please try again later.',
  noResponse: 'No response from the server. Please check your connection and try again.',
} as const;

/**
 * When a session was last used, as coarse as it is kept (the hour): 'Last used Nov 26, 2026, around 9:00 AM', in
 * the organisation's time zone.
 */
export function lastUsedText(lastUsedAt: string, timeZone: string): string {
  return `Last used ${formatDayIn(lastUsedAt, timeZone)}, around ${formatTimeIn(lastUsedAt, timeZone)}`;
}
