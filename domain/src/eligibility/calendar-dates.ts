import { DATE_PATTERN } from '../rules';

/**
 * Calendar-date arithmetic for eligibility: a 'YYYY-MM-DD' date becomes a day number (days since 1970-01-01) and
 * back. Dates are read and written in UTC so that no time zone or daylight-saving change shifts a day.
 */
const MS_PER_DAY = 86_400_000;

/** The day number of a 'YYYY-MM-DD' calendar date; throws a RangeError for anything else (e.g. 2026-02-30). */
export function toDayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const time = Date.UTC(year, month - 1, day);
  if (!DATE_PATTERN.test(date) || toCalendarDate(time / MS_PER_DAY) !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
  return time / MS_PER_DAY;
}

/** The 'YYYY-MM-DD' calendar date of a day number. */
export function toCalendarDate(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The same day of the month one year later (29 February moves on to 1 March). */
export function oneYearLater(dayNumber: number): number {
  const date = new Date(dayNumber * MS_PER_DAY);
  return Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate()) / MS_PER_DAY;
}
