/**
 * How the screens of both apps write time: one format per kind, in the user's locale (the browser's).
 * - a calendar day ('YYYY-MM-DD': a donation's date, Needed by): formatDay, 'Nov 27, 2026';
 * - a moment (an event, a message, a change): formatDateTime, 'Nov 27, 2026, 9:30 AM', in the browser's time zone;
 * - how far a day is from today: formatRelativeDays, 'today', 'tomorrow', 'in 12 days', '3 days ago'.
 * No screen picks its own style: two screens showing the same kind show it alike.
 */

const DAY_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A moment (an ISO date-time) with its date and time. Empty for a missing value; the value itself when it is not a date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, DATE_TIME_STYLE);
}

/** A calendar day ('YYYY-MM-DD', no time, no zone). Empty for a missing value; the value itself when it is not a day. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  // The day read as UTC midnight and written in UTC: the same day whatever the browser's zone.
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString(undefined, { ...DAY_STYLE, timeZone: 'UTC' });
}

/** A number of days from today (negative: before it) in words: 'today', 'tomorrow', 'in 12 days', '3 days ago'. */
export function formatRelativeDays(days: number): string {
  return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(days, 'day');
}

/**
 * A moment as the organisation's emails and server messages write it: in `timeZone` (SITE_TIME_ZONE), one fixed
 * English style with the zone's abbreviation, 'Sat, 5 Dec 2026, 09:15 GMT'.
 */
export function formatMomentIn(value: Date | string, timeZone: string): string {
  return new Date(value).toLocaleString('en-GB', {
    weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone, timeZoneName: 'short',
  });
}
