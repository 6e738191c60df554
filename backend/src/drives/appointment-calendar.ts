import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { APPOINTMENT_EMAILS as T, instantToWallTime } from '@blood-donation/domain';
import type { EmailAttachment } from '../mail/outbox-email.entity';

/** What an appointment's calendar entry says. */
export interface CalendarEntry {
  uid: string;
  /** Grows with every change (the appointment's link version), so a calendar takes the newest. */
  sequence: number;
  start: Date;
  end: Date;
  drive: string;
  place: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: string;
}

/** The stable UID of an appointment's calendar entry: a move updates it, a cancellation removes it. */
export const appointmentUid = (id: number, publicUrl: string): string => `appointment-${id}@${new URL(publicUrl).hostname}`;

/** `instant`'s wall-clock fields in `timeZone` (the domain time module), in the shape ical-generator reads them. */
function wallClock(instant: Date, timeZone: string): Date {
  const [year, month, day, hour, minute] = instantToWallTime(instant.toISOString(), timeZone).split(/\D/).map(Number);
  const fields = { getFullYear: () => year, getMonth: () => month - 1, getDate: () => day, getHours: () => hour, getMinutes: () => minute, getSeconds: () => 0 };
  return Object.assign(new Date(instant), fields);
}

/**
 * `instant` as ical-generator's zoned-date stub, so DTSTART;TZID=… carries the wall-clock time of the TZID (a plain
 * Date would be written in the process's own zone).
 */
function zoned(instant: Date): Date {
  return Object.assign(new Date(instant), {
    internal: new Date(instant),
    tzComponents: () => ({}),
    // ical-generator writes UTC (…Z) with no zone, as it does for a TZID of UTC.
    withTimeZone: (timeZone?: string | null) => (timeZone ? wallClock(instant, timeZone) : new Date(instant)),
  });
}

/**
 * The .ics of an appointment email (ical-generator): METHOD:REQUEST to add or update the entry, METHOD:CANCEL to
 * remove it; times in `timeZone` (TZID, with its VTIMEZONE) so calendars show the drive's local time.
 */
export function appointmentCalendar(entry: CalendarEntry, method: 'request' | 'cancel', timeZone: string): EmailAttachment {
  const calendar = ical({
    prodId: { company: 'Blood Donation', product: 'Drives' },
    method: method === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (DTSTAMP stays UTC); the VTIMEZONE of the event's TZID is generated.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: entry.uid,
    sequence: entry.sequence,
    start: zoned(entry.start),
    end: zoned(entry.end),
    timezone: timeZone,
    summary: T.calendarSummary(entry.drive),
    location: entry.place,
    description: entry.description,
    organizer: entry.organizer,
    attendees: [{ email: entry.attendee, rsvp: false }],
    status: method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    filename: method === 'cancel' ? 'cancelled-appointment.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
    content: calendar.toString(),
  };
}
