import './zod-config';
import * as z from 'zod';
import { DRIVE_MESSAGES as M } from '../messages';

/** Slot length and chairs a drive session may have (issue 23). */
export const SLOT_MINUTES = { min: 5, max: 60 } as const;
export const CHAIRS = { min: 1, max: 50 } as const;

/** What an appointment can be: booked, then checked in at the desk, then one outcome (or cancelled / no-show). */
export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'checked-in', 'donated', 'deferred', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses an appointment still holds its chair in, and counts as the donor's one open appointment. */
export const OPEN_APPOINTMENT_STATUSES = ['booked', 'checked-in'] as const satisfies readonly AppointmentStatus[];

/** An instant on the wire: ISO 8601 with Z or an offset; read as the instant it names. */
const instant = (required: string) =>
  z
    .string({ error: required })
    .pipe(z.iso.datetime({ offset: true, error: M.dateTimeInvalid }))
    .transform((text) => new Date(text))
    .meta({ format: 'date-time', example: '2026-12-05T09:00:00.000Z', description: 'ISO 8601 with Z or an offset.' });

/** One session of a drive: slots of `slotMinutes` from `start` to `end`, each with `chairs` places. */
export const driveSessionSchema = z
  .strictObject({
    start: instant(M.startRequired),
    end: instant(M.endRequired),
    slotMinutes: z.int({ error: M.slotMinutesInvalid }).min(SLOT_MINUTES.min, M.slotMinutesInvalid).max(SLOT_MINUTES.max, M.slotMinutesInvalid).meta({ example: 15 }),
    chairs: z.int({ error: M.chairsInvalid }).min(CHAIRS.min, M.chairsInvalid).max(CHAIRS.max, M.chairsInvalid).meta({ example: 4 }),
  })
  .refine((session) => session.end > session.start, { path: ['end'], message: M.endBeforeStart });
export type DriveSessionInput = z.infer<typeof driveSessionSchema>;

/** PUT /api/admin/events/{id}/drive: makes an event a drive or changes its sessions. */
export const driveSessionsBodySchema = z.strictObject({
  sessions: z.array(driveSessionSchema, { error: M.sessionsRequired }).min(1, M.sessionsRequired).max(20, M.tooManySessions),
});
export type DriveSessionsBody = z.infer<typeof driveSessionsBodySchema>;

/** A session as the API returns it (UTC). */
export const driveSessionRecordSchema = z.object({
  start: z.iso.datetime().meta({ example: '2026-12-05T09:00:00.000Z' }),
  end: z.iso.datetime().meta({ example: '2026-12-05T12:00:00.000Z' }),
  slotMinutes: z.int().meta({ example: 15 }),
  chairs: z.int().meta({ example: 4 }),
});
export type DriveSessionRecord = z.infer<typeof driveSessionRecordSchema>;

/** The `drive` of an event record: null for a plain event. */
export const driveSummarySchema = z
  .object({
    sessions: z.array(driveSessionRecordSchema),
    booked: z.int().meta({ example: 12, description: 'Appointments that are not cancelled.' }),
    capacity: z.int().meta({ example: 48, description: 'Chairs summed over every slot.' }),
  })
  .meta({ id: 'DriveSummary' });
export type DriveSummary = z.infer<typeof driveSummarySchema>;

/** GET /api/drives/{id}/slots: every slot of the drive, with its free chairs; no personal data. */
export const driveSlotSchema = z.object({
  start: z.iso.datetime().meta({ example: '2026-12-05T09:00:00.000Z' }),
  end: z.iso.datetime().meta({ example: '2026-12-05T09:15:00.000Z' }),
  free: z.int().meta({ example: 3 }),
});
export type DriveSlot = z.infer<typeof driveSlotSchema>;

/** POST /api/drives/{id}/appointments. */
export const bookingBodySchema = z.strictObject({ slotStart: instant(M.slotStartRequired) });
export type BookingBody = z.infer<typeof bookingBodySchema>;

/** PUT /api/user/appointments/{id}: move to another slot of the same drive, or of another drive. */
export const appointmentMoveSchema = z.strictObject({
  driveId: z.int({ error: M.driveIdInvalid }).min(1, M.driveIdInvalid).optional().meta({ example: 3 }),
  slotStart: instant(M.slotStartRequired),
});
export type AppointmentMove = z.infer<typeof appointmentMoveSchema>;

/** What the desk recorded at the chair: a donation's units and measures, or a deferral. */
export const appointmentOutcomeSchema = z
  .object({
    units: z.int().nullable().meta({ example: 1 }),
    haemoglobin: z.number().nullable().meta({ example: 13.4, description: 'g/dL' }),
    pulse: z.int().nullable().meta({ example: 72 }),
    bloodPressure: z.string().nullable().meta({ example: '120/80' }),
    deferralReason: z.string().nullable().meta({ example: null }),
    deferredUntil: z.iso.date().nullable().meta({ example: null }),
  })
  .meta({ id: 'AppointmentOutcome' });
export type AppointmentOutcome = z.infer<typeof appointmentOutcomeSchema>;

/** An appointment as its donor sees it. */
export const appointmentSchema = z
  .object({
    id: z.int().meta({ example: 7 }),
    driveId: z.int().meta({ example: 3 }),
    start: z.iso.datetime().meta({ example: '2026-12-05T09:15:00.000Z' }),
    end: z.iso.datetime().meta({ example: '2026-12-05T09:30:00.000Z' }),
    status: z.enum(APPOINTMENT_STATUSES).meta({ example: 'booked' }),
    /** What the desk recorded: only once donated or deferred (the donor's own). */
    outcome: appointmentOutcomeSchema.optional(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof appointmentSchema>;

/** GET /api/appointments/by-token/{token}: the appointment a change-or-cancel link is for, with its drive's name and place. */
export const appointmentByLinkSchema = z
  .object({
    ...appointmentSchema.shape,
    driveName: z.string().meta({ example: 'Town hall drive' }),
    place: z.string().meta({ example: 'Town hall, Main Street' }),
  })
  .meta({ id: 'AppointmentByLink' });
export type AppointmentByLink = z.infer<typeof appointmentByLinkSchema>;
