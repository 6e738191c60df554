import type { EventRecord } from '@blood-donation/domain';
import { calendarWithEvent, downloadCalendarFile, escapeIcsText, icsDate } from '../../lib/calendar-file';

export { escapeIcsText, foldLine, icsDate } from '../../lib/calendar-file';

/** An event lasts two hours in the calendar file. */
export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

/** A VCALENDAR with the event as a VEVENT: times in UTC, DTEND two hours after DTSTART, CRLF line endings. */
export function buildIcs(event: EventRecord, now: Date = new Date()): string {
  const start = new Date(event.dateTime);
  const end = new Date(start.getTime() + EVENT_DURATION_MS);
  const description = [event.description?.trim(), event.organizer ? `Organizer: ${event.organizer}` : ''].filter(Boolean).join('\n');
  return calendarWithEvent('Events', [
    `UID:event-${event.id}@blood-donation`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${escapeIcsText(event.name)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
  ]);
}

/** event name -> city-drive.ics */
export function icsFileName(event: EventRecord): string {
  const slug = event.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${slug || `event-${event.id}`}.ics`;
}

/** Saves the event's .ics file through a temporary link. */
export function downloadIcs(event: EventRecord): void {
  downloadCalendarFile(buildIcs(event), icsFileName(event));
}
