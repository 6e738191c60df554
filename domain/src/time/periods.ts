import { TZDate } from '@date-fns/tz';
import { subMonths } from 'date-fns/subMonths';
import { addDays } from './days';
import { todayIn } from './today';
import { wallTimeToInstant } from './wall-time';

/** Today and the `count - 1` days after it in `timeZone`, 'YYYY-MM-DD', earliest first. */
export function nextDaysIn(timeZone: string, count: number, now: Date = new Date()): string[] {
  const today = todayIn(timeZone, now);
  return Array.from({ length: count }, (_, offset) => addDays(today, offset));
}

/** The current month and the `count - 1` before it in `timeZone`, 'YYYY-MM', earliest first. */
export function lastMonthsIn(timeZone: string, count: number, now: Date = new Date()): string[] {
  const zoned = new TZDate(now.getTime(), timeZone);
  return Array.from({ length: count }, (_, index) => todayIn(timeZone, subMonths(zoned, count - 1 - index)).slice(0, 7));
}

/** The instant (UTC) a calendar day 'YYYY-MM-DD' starts in `timeZone`. */
export function dayStartIn(day: string, timeZone: string): Date {
  return new Date(wallTimeToInstant(`${day}T00:00`, timeZone) ?? Number.NaN);
}

/** A month 'YYYY-MM' as a chart writes it in English, short ('Nov') or long ('November 2026'). */
export function formatMonth(month: string, style: 'short' | 'long' = 'long'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return date.toLocaleDateString('en-GB', style === 'short' ? { month: 'short', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
