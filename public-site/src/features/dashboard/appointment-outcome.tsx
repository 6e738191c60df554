import { DEFERRAL_REASON_LABELS, DRIVE_SCREEN_TEXTS as T, formatDay, type Appointment, type DeferralReason } from '@blood-donation/domain';

/** What the desk recorded at a past appointment: units and measured values of a donation, or a deferral's reason and end. */
export function AppointmentOutcome({ outcome }: { outcome: Appointment['outcome'] }) {
  if (!outcome) return null;
  const { units, haemoglobin, pulse, bloodPressure, deferralReason, deferredUntil } = outcome;
  const parts = [
    units !== null ? T.units(units) : null,
    haemoglobin !== null ? T.haemoglobin(haemoglobin) : null,
    pulse !== null ? T.pulse(pulse) : null,
    bloodPressure !== null ? T.bloodPressure(bloodPressure) : null,
    deferralReason !== null ? (DEFERRAL_REASON_LABELS[deferralReason as DeferralReason] ?? deferralReason) : null,
    deferredUntil !== null ? T.deferredUntil(formatDay(deferredUntil)) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? <span className="w-100 small">{parts.join(' · ')}</span> : null;
}
