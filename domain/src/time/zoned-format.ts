/**
 * A slot's day and time in a given zone (a drive's slots in the organisation's zone, SITE_TIME_ZONE, whatever the
 * browser's), written in the same styles as format.ts writes a day and a time.
 */

/** A moment's time of day in `timeZone`: '9:15 AM'. The value itself when it is not a date. */
export function formatTimeIn(value: string, timeZone: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleTimeString(undefined, { timeStyle: 'short', timeZone });
}

/** A moment's calendar day in `timeZone`, as formatDay writes a day: 'Dec 5, 2026'. */
export function formatDayIn(value: string, timeZone: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { dateStyle: 'medium', timeZone });
}
