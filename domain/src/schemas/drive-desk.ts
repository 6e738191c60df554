import './zod-config';
import * as z from 'zod';
import { DRIVE_DESK_MESSAGES as M } from '../messages';
import { BLOOD_GROUPS } from '../options';
import { APPOINTMENT_STATUSES } from './drives';

/** What the desk may record: a check-in, then one outcome (issue 23 point 6). */
export const DESK_STATUSES = ['checked-in', 'donated', 'deferred', 'no-show'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

/** Units a donation at the chair may record (one visit: whole blood is one unit, apheresis at most two). */
export const DESK_UNITS = { min: 1, max: 2 } as const;

/**
 * Plausible measured values (BLOOD-DOMAIN.md, 'The donation visit'): the range a reading may have at all, wider than
 * any rule set's limits, so a typing slip is refused while staff still decide eligibility themselves.
 */
export const MEASURE_RANGES = {
  haemoglobin: { min: 5, max: 25 },
  pulse: { min: 30, max: 220 },
  systolic: { min: 60, max: 260 },
  diastolic: { min: 30, max: 160 },
} as const;

/** The reasons staff choose from when deferring a donor at the chair (BLOOD-DOMAIN.md). */
export const DEFERRAL_REASONS = [
  'low-haemoglobin',
  'blood-pressure',
  'pulse',
  'temperature',
  'illness-or-antibiotics',
  'tattoo-or-piercing',
  'medication',
  'weight',
] as const;
export type DeferralReason = (typeof DEFERRAL_REASONS)[number];

/** How the desk and the donor's dashboard name each deferral reason. */
export const DEFERRAL_REASON_LABELS: Readonly<Record<DeferralReason, string>> = {
  'low-haemoglobin': 'Low haemoglobin',
  'blood-pressure': 'Blood pressure out of range',
  pulse: 'Pulse out of range',
  temperature: 'Raised temperature',
  'illness-or-antibiotics': 'Recent illness or antibiotics',
  'tattoo-or-piercing': 'Recent tattoo or piercing',
  medication: 'Medication',
  weight: 'Did not meet weight',
};

const BLOOD_PRESSURE = /^(\d{2,3})\/(\d{2,3})$/;

/** 'sys/dia' in mmHg, each in range and systolic above diastolic. */
export function isBloodPressure(text: string): boolean {
  const match = BLOOD_PRESSURE.exec(text);
  if (!match) return false;
  const [systolic, diastolic] = [Number(match[1]), Number(match[2])];
  const { systolic: s, diastolic: d } = MEASURE_RANGES;
  return systolic >= s.min && systolic <= s.max && diastolic >= d.min && diastolic <= d.max && systolic > diastolic;
}

const { haemoglobin: hb, pulse } = MEASURE_RANGES;

/** PUT /api/drive-desk/appointments/{id}: a check-in or an outcome, with what that outcome needs. */
export const deskOutcomeSchema = z
  .strictObject({
    status: z.enum(DESK_STATUSES, { error: M.statusInvalid }).meta({ example: 'donated' }),
    units: z.int({ error: M.unitsInvalid }).min(DESK_UNITS.min, M.unitsInvalid).max(DESK_UNITS.max, M.unitsInvalid).optional().meta({ example: 1 }),
    haemoglobin: z.number({ error: M.haemoglobinInvalid }).min(hb.min, M.haemoglobinInvalid).max(hb.max, M.haemoglobinInvalid).optional().meta({ example: 13.4, description: 'g/dL' }),
    pulse: z.int({ error: M.pulseInvalid }).min(pulse.min, M.pulseInvalid).max(pulse.max, M.pulseInvalid).optional().meta({ example: 72, description: 'beats per minute' }),
    bloodPressure: z.string({ error: M.bloodPressureInvalid }).refine(isBloodPressure, M.bloodPressureInvalid).optional().meta({ example: '120/80', description: "'systolic/diastolic' in mmHg" }),
    deferralReason: z.enum(DEFERRAL_REASONS, { error: M.deferralReasonInvalid }).optional().meta({ example: 'low-haemoglobin' }),
    deferredUntil: z.iso.date({ error: M.deferredUntilInvalid }).optional().meta({ format: 'date', example: '2027-01-20', description: 'The first day the donor may give again.' }),
  })
  .superRefine((body, context) => {
    const need = (field: keyof typeof body, message: string) => {
      if (body[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
    };
    const refuse = (field: keyof typeof body) => {
      if (body[field] !== undefined) context.addIssue({ code: 'custom', path: [field], message: M.notForStatus(body.status) });
    };
    if (body.status === 'donated') need('units', M.unitsInvalid);
    if (body.status === 'deferred') {
      need('deferralReason', M.deferralReasonInvalid);
      need('deferredUntil', M.deferredUntilInvalid);
    }
    if (body.status !== 'deferred') (['deferralReason', 'deferredUntil'] as const).forEach(refuse);
    if (body.status !== 'donated') refuse('units');
    if (body.status === 'checked-in' || body.status === 'no-show') (['haemoglobin', 'pulse', 'bloodPressure'] as const).forEach(refuse);
  });
export type DeskOutcome = z.infer<typeof deskOutcomeSchema>;

/** POST /api/drive-desk/{driveId}/walk-ins: a registered donor, found by the email staff type. */
export const walkInSchema = z.strictObject({
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254, M.emailRequired).meta({ example: 'donor@example.com' }),
});
export type WalkIn = z.infer<typeof walkInSchema>;

/** One appointment as the desk sees it: what check-in needs, never email or mobile. */
export const deskAppointmentSchema = z
  .object({
    id: z.int().meta({ example: 7 }),
    name: z.string().meta({ example: 'Asha' }),
    start: z.iso.datetime().meta({ example: '2026-12-05T09:15:00.000Z' }),
    end: z.iso.datetime().meta({ example: '2026-12-05T09:30:00.000Z' }),
    bloodGroup: z.enum(BLOOD_GROUPS).nullable().meta({ example: 'O+' }),
    nextEligibleDate: z.iso.date().nullable().meta({ example: null, description: 'The first day the donor may give; null: today.' }),
    status: z.enum(APPOINTMENT_STATUSES).meta({ example: 'booked' }),
    donationId: z.int().nullable().meta({ example: null, description: "The donation recorded at the desk ('donated'), to record its journey; null otherwise." }),
  })
  .meta({ id: 'DeskAppointment' });
export type DeskAppointment = z.infer<typeof deskAppointmentSchema>;

/** A drive as the desk lists it for its staff. */
export const deskDriveSchema = z
  .object({
    id: z.int().meta({ example: 3 }),
    name: z.string().meta({ example: 'City Hall drive' }),
    location: z.string().meta({ example: 'City Hall' }),
    start: z.iso.datetime().meta({ example: '2026-12-05T09:00:00.000Z' }),
  })
  .meta({ id: 'DeskDrive' });
export type DeskDrive = z.infer<typeof deskDriveSchema>;

/** PUT /api/admin/drive-staff/{driveId}: the accounts that staff the drive's desk (replaces the list). */
export const driveStaffBodySchema = z.strictObject({
  userIds: z.array(z.int({ error: M.userIdsInvalid }).min(1, M.userIdsInvalid), { error: M.userIdsInvalid }).max(100, M.userIdsInvalid),
});
export type DriveStaffBody = z.infer<typeof driveStaffBodySchema>;

export const driveStaffSchema = z.object({ driveId: z.int(), userIds: z.array(z.int()) }).meta({ id: 'DriveStaff' });
export type DriveStaff = z.infer<typeof driveStaffSchema>;

/** GET /api/admin/drives/{id}/figures: how a drive goes (issue 23 point 8). */
export const driveFiguresSchema = z
  .object({
    booked: z.int().meta({ example: 40, description: 'Appointments that are not cancelled.' }),
    waitlisted: z.int().meta({ example: 5, description: "Donors on the drive's waitlist now." }),
    checkedIn: z.int().meta({ example: 3, description: 'Checked in, outcome not yet recorded.' }),
    donated: z.int().meta({ example: 20 }),
    deferred: z.int().meta({ example: 2 }),
    noShows: z.int().meta({ example: 4 }),
    unitsCollected: z.int().meta({ example: 20 }),
    capacity: z.int().meta({ example: 48 }),
  })
  .meta({ id: 'DriveFigures' });
export type DriveFigures = z.infer<typeof driveFiguresSchema>;
