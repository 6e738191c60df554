import { DATE_PATTERN } from '../rules';

/**
 * Calendar days, 'YYYY-MM-DD', and their arithmetic. A day is a day number (days since 1970-01-01) read and written
 * in UTC, so no time zone or daylight-saving change shifts it: which day it is *now* is the zone's business (today.ts).
 */

/** Milliseconds in a day of UTC (and of any duration counted in whole days: a session's life, a retention period). */
export const DAY_MS = 86_400_000;

/** The day number of a 'YYYY-MM-DD' calendar date; throws a RangeError for anything else (e.g. 2026-02-30). */
export function toDayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const time = Date.UTC(year, month - 1, day);
  if (!DATE_PATTERN.test(date) || toCalendarDate(time / DAY_MS) !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
  return time / DAY_MS;
}

/** The 'YYYY-MM-DD' calendar date of a day number. */
export function toCalendarDate(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after `date` (before it when negative), 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return toCalendarDate(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The same day of the month one year later (29 February moves on to 1 March). */
export function oneYearLater(dayNumber: number): number {
  const date = new Date(dayNumber * DAY_MS);
  return Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate()) / DAY_MS;
}

/** The moment `days` whole days before `moment` (a retention period, a pause between asks). */
export function daysBefore(moment: Date, days: number): Date {
  return new Date(moment.getTime() - days * DAY_MS);
}

/** The moment `days` whole days after `moment` (an expiry counted in days, tomorrow at this time). */
export function daysAfter(moment: Date, days: number): Date {
  return new Date(moment.getTime() + days * DAY_MS);
}

/** The moment `hours` after `moment` (negative: before): reminder windows. */
export function hoursAfter(moment: Date, hours: number): Date {
  return new Date(moment.getTime() + hours * HOUR_MS);
}

/** Milliseconds in an hour. */
export const HOUR_MS = 3_600_000;

/** The start of the UTC hour `moment` falls in: a time kept only coarsely (when a session was last used). */
export function startOfHour(moment: Date): Date {
  return new Date(Math.floor(moment.getTime() / HOUR_MS) * HOUR_MS);
}
