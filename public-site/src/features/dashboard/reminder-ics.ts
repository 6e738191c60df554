import { addDays } from '@blood-donation/domain';
import { calendarWithEvent, downloadCalendarFile, escapeIcsText, icsDate } from '../../lib/calendar-file';
import { ELIGIBILITY_TEXTS as T } from './texts';


/** A VCALENDAR with one all-day VEVENT on `date` ('YYYY-MM-DD'): the day the donor may give again. */
export function buildReminderIcs(date: string, now: Date = new Date()): string {
  const compact = (day: string) => day.replace(/-/g, '');
  return calendarWithEvent('Eligibility', [
    `UID:donate-again-${compact(date)}@blood-donation`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART;VALUE=DATE:${compact(date)}`,
    `DTEND;VALUE=DATE:${compact(addDays(date, 1))}`,
    `SUMMARY:${escapeIcsText(T.reminderSummary)}`,
    `DESCRIPTION:${escapeIcsText(T.reminderDescription)}`,
    'TRANSP:TRANSPARENT',
  ]);
}

/** Saves the reminder as donate-again-2027-01-21.ics. */
export function downloadReminder(date: string): void {
  downloadCalendarFile(buildReminderIcs(date), `donate-again-${date}.ics`);
}
