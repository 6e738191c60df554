import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns/formatISO';

/** The zone where the calendar day starts last on Earth (UTC−12; IANA's Etc/GMT+12 is UTC−12). */
export const EARLIEST_TIME_ZONE = 'Etc/GMT+12';

/** The calendar day it is at `now` in `timeZone` (the organisation's SITE_TIME_ZONE, say), 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatISO(new TZDate(now.getTime(), timeZone), { representation: 'date' });
}

/** The calendar day it is now where it is earliest on Earth, 'YYYY-MM-DD': no one anywhere is still on the day before. */
export function earliestToday(now: Date = new Date()): string {
  return todayIn(EARLIEST_TIME_ZONE, now);
}

/** A 'YYYY-MM-DD' day that is today or later somewhere on Earth, so a client in any time zone may pick its today. */
export function notInThePast(date: string): boolean {
  return date >= earliestToday();
}

/** The years the events' year filter offers (spec section 5): the current year in `timeZone` minus 5 through plus 1. */
export function eventFilterYears(timeZone: string, now: Date = new Date()): number[] {
  const year = Number(todayIn(timeZone, now).slice(0, 4));
  return Array.from({ length: 7 }, (_, offset) => year - 5 + offset);
}
