/** A date with a short time, as the public site writes an event's or a change's moment: 'Nov 26, 2026, 9:30 AM'. */
export const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A date and time as the user's browser writes it (its locale, and its time zone unless `style` names one), for the
 * screens of both apps. Empty for a missing value; the value itself when it is not a date. `style` narrows the format
 * (e.g. `{ dateStyle: 'medium', timeStyle: 'short' }`); without it, the locale's full date and time.
 */
export function formatDateTime(value: string | null | undefined, style?: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, style);
}

/** A calendar day ('YYYY-MM-DD', no time, no zone) in the browser's locale, e.g. 'November 26, 2026'. */
export function formatDay(day: string | null | undefined, style: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  // The day read as UTC midnight and written in UTC: the same day whatever the browser's zone.
  return day ? formatDateTime(`${day}T00:00:00Z`, { ...style, timeZone: 'UTC' }) : '';
}
