import type { Appointment as AppointmentRecord } from '@blood-donation/domain';
import type { Appointment } from './appointment.entity';

/** An appointment as its donor sees it: with what the desk recorded once donated or deferred. */
export const appointmentRecordOf = ({ id, eventId, start, end, status, ...recorded }: Appointment): AppointmentRecord => ({
  id, driveId: eventId, start: start.toISOString(), end: end.toISOString(), status,
  ...(status === 'donated' || status === 'deferred' ? { outcome: outcomeOf(recorded) } : {}),
});

/** What the desk recorded at the chair, as the donor sees it. */
const outcomeOf = ({ units, haemoglobin, pulse, bloodPressure, deferralReason, deferredUntil }: Pick<Appointment, 'units' | 'haemoglobin' | 'pulse' | 'bloodPressure' | 'deferralReason' | 'deferredUntil'>) => ({
  units, haemoglobin: haemoglobin === null ? null : Number(haemoglobin), pulse, bloodPressure, deferralReason, deferredUntil,
});
