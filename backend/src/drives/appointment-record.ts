import type { Appointment as AppointmentRecord } from '@blood-donation/domain';
import type { Appointment } from './appointment.entity';

/** An appointment as its donor sees it. */
export const appointmentRecordOf = ({ id, eventId, start, end, status }: Appointment): AppointmentRecord => ({
  id, driveId: eventId, start: start.toISOString(), end: end.toISOString(), status,
});
