import { calendarWithEvent, downloadCalendarFile, escapeIcsText, icsDate } from '../../lib/calendar-file';
import { ELIGIBILITY_TEXTS as T } from './texts';

const MS_PER_DAY = 86_400_000;

/** The day after a 'YYYY-MM-DD' date, in the same form. */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'); negative once it has passed. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / MS_PER_DAY);
}

/** The browser's calendar day, 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A VCALENDAR with one all-day VEVENT on `date` ('YYYY-MM-DD'): the day the donor may give again. */
export function buildReminderIcs(date: string, now: Date = new Date()): string {
  const compact = (day: string) => day.replace(/-/g, '');
  return calendarWithEvent('Eligibility', [
    `UID:donate-again-${compact(date)}@blood-donation`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART;VALUE=DATE:${compact(date)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(date))}`,
    `SUMMARY:${escapeIcsText(T.reminderSummary)}`,
    `DESCRIPTION:${escapeIcsText(T.reminderDescription)}`,
    'TRANSP:TRANSPARENT',
  ]);
}

/** Saves the reminder as donate-again-2027-01-21.ics. */
export function downloadReminder(date: string): void {
  downloadCalendarFile(buildReminderIcs(date), `donate-again-${date}.ics`);
}
