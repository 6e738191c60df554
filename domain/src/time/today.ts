import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns/formatISO';

/** The zone where the calendar day starts last on Earth (UTC−12; IANA's Etc/GMT+12 is UTC−12). */
export const EARLIEST_TIME_ZONE = 'Etc/GMT+12';

/** True for a time zone name the runtime knows (IANA, such as Asia/Kolkata or UTC). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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
