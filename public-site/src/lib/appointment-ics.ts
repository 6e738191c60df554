import type { Appointment } from '@blood-donation/domain';
import { calendarWithEvent, downloadCalendarFile, escapeIcsText, icsDate } from './calendar-file';

/**
 * An appointment as a VCALENDAR: its start and end in UTC (the calendar shows them in the donor's zone) and one UID per
 * appointment, so adding a moved appointment again updates the same calendar entry.
 */
export function buildAppointmentIcs(appointment: Appointment, place: { name: string; location: string } | null, now: Date = new Date()): string {
  return calendarWithEvent('Appointments', [
    `UID:appointment-${appointment.id}@blood-donation`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(new Date(appointment.start))}`,
    `DTEND:${icsDate(new Date(appointment.end))}`,
    `SUMMARY:${escapeIcsText(place ? `Blood donation: ${place.name}` : 'Blood donation')}`,
    ...(place ? [`LOCATION:${escapeIcsText(place.location)}`] : []),
  ]);
}

/** Saves it as appointment-7.ics. */
export function downloadAppointmentIcs(appointment: Appointment, place: { name: string; location: string } | null): void {
  downloadCalendarFile(buildAppointmentIcs(appointment, place), `appointment-${appointment.id}.ics`);
}
