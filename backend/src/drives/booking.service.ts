import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DRIVE_MESSAGES as M, formatMomentIn, todayIn, type Appointment as AppointmentRecord, type DriveSlot as SlotRecord } from '@blood-donation/domain';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { DonorEligibility } from '../donations/donor-eligibility';
import type { User } from '../users/user.entity';
import type { Appointment } from './appointment.entity';
import { AppointmentRepository } from './appointment.repository';
import type { DriveSlot } from './drive-slot.entity';
import { DriveRepository } from './drive.repository';

/** An appointment as its donor sees it. */
export const appointmentRecordOf = ({ id, eventId, start, end, status, ...recorded }: Appointment): AppointmentRecord => ({
  id, driveId: eventId, start: start.toISOString(), end: end.toISOString(), status,
  ...(status === 'donated' || status === 'deferred' ? { outcome: outcomeOf(recorded) } : {}),
});

/** What the desk recorded at the chair, as the donor sees it. */
const outcomeOf = ({ units, haemoglobin, pulse, bloodPressure, deferralReason, deferredUntil }: Pick<Appointment, 'units' | 'haemoglobin' | 'pulse' | 'bloodPressure' | 'deferralReason' | 'deferredUntil'>) => ({
  units, haemoglobin: haemoglobin === null ? null : Number(haemoglobin), pulse, bloodPressure, deferralReason, deferredUntil,
});

/**
 * A donor books, moves and cancels a time at a drive. A chair is taken by one conditional UPDATE of the slot's
 * counter and the donor's one open appointment is a unique key, so both hold under concurrent requests on both
 * drivers; every refusal happens before anything is written or rolls the transaction back.
 */
@Injectable()
export class BookingService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly drives: DriveRepository,
    private readonly appointments: AppointmentRepository,
    private readonly eligibility: DonorEligibility,
  ) {}

  /** Every slot of the drive with its free chairs (no personal data). */
  async slots(driveId: number): Promise<SlotRecord[]> {
    const slots = await this.driveSlots(driveId);
    return slots.map(({ start, end, chairs, booked }) => ({ start: start.toISOString(), end: end.toISOString(), free: Math.max(0, chairs - booked) }));
  }

  async book(driveId: number, slotStart: Date, donor: User): Promise<AppointmentRecord> {
    const slot = await this.bookableSlot(driveId, slotStart, donor);
    await this.refuseSecondOpen(donor.id);
    try {
      const appointment = await this.database.transaction(async () => {
        await this.takeChair(slot);
        await this.drives.addBooked(driveId, 1);
        return this.appointments.insert(driveId, slot, donor.id);
      });
      return appointmentRecordOf(appointment);
    } catch (error) {
      // Another request of the donor's booked first: the unique key refused this one, whose chair went back.
      if (isDuplicateKey(error)) await this.refuseSecondOpen(donor.id);
      throw error;
    }
  }

  list(donor: User): Promise<AppointmentRecord[]> {
    return this.appointments.listOf(donor.id).then((rows) => rows.map(appointmentRecordOf));
  }

  /** Moves the donor's booked appointment to a slot of the same drive or another; it keeps its id. */
  async move(id: number, donor: User, slotStart: Date, driveId?: number): Promise<AppointmentRecord> {
    const current = await this.appointments.own(id, donor.id);
    if (!current) throw new NotFoundException(M.appointmentNotFound);
    const target = driveId ?? current.eventId;
    const slot = await this.bookableSlot(target, slotStart, donor);
    const moved = await this.database.transaction(async () => {
      const appointment = await this.appointments.ownLocked(id, donor.id);
      if (!appointment) throw new NotFoundException(M.appointmentNotFound);
      if (appointment.status !== 'booked') throw new ConflictException(M.notOpen);
      if (appointment.slotId === slot.id) return appointment;
      await this.takeChair(slot);
      await this.drives.releaseChairs(appointment.slotId);
      if (appointment.eventId !== slot.eventId) {
        await this.drives.addBooked(slot.eventId, 1);
        await this.drives.addBooked(appointment.eventId, -1);
      }
      return this.appointments.moveTo(appointment, slot);
    });
    return appointmentRecordOf(moved);
  }

  /** Cancels the donor's booked appointment: its chair is free at once; it stays in their list as cancelled. */
  async cancel(id: number, donor: User): Promise<AppointmentRecord> {
    const cancelled = await this.database.transaction(async () => {
      const appointment = await this.appointments.ownLocked(id, donor.id);
      if (!appointment) throw new NotFoundException(M.appointmentNotFound);
      if (appointment.status !== 'booked') throw new ConflictException(M.notOpen);
      await this.appointments.setStatus([appointment.id], 'cancelled');
      await this.drives.releaseChairs(appointment.slotId);
      await this.drives.addBooked(appointment.eventId, -1);
      return Object.assign(appointment, { status: 'cancelled' as const });
    });
    return appointmentRecordOf(cancelled);
  }

  /**
   * Account deletion, in its transaction: the donor's booked appointments are cancelled (their chairs free at once)
   * and every appointment of theirs loses its link to the account, staying as an anonymous row for the drive's counts.
   */
  async forgetDonor(userId: number): Promise<void> {
    const booked = (await this.appointments.listOf(userId)).filter(({ status }) => status === 'booked');
    await this.appointments.setStatus(booked.map(({ id }) => id), 'cancelled');
    for (const { slotId, eventId } of booked) {
      await this.drives.releaseChairs(slotId);
      await this.drives.addBooked(eventId, -1);
    }
    await this.appointments.unlink(userId);
  }

  private async driveSlots(driveId: number): Promise<DriveSlot[]> {
    const event = await this.drives.findEvent(driveId);
    if (!event?.driveSessions) throw new NotFoundException(M.driveNotFound);
    return this.drives.slotsOf(driveId);
  }

  /** The drive's slot starting at `slotStart` (by instant), still open for booking, on a day the donor may give. */
  private async bookableSlot(driveId: number, slotStart: Date, donor: User): Promise<DriveSlot> {
    const slot = (await this.driveSlots(driveId)).find(({ start }) => start.getTime() === slotStart.getTime());
    if (!slot) throw new ConflictException(M.noSuchSlot);
    if (slot.start.getTime() - this.settings.bookingClosesMinutes * 60_000 <= Date.now()) throw new ConflictException(M.closed);
    const { nextEligibleDate } = await this.eligibility.ofAccount(donor);
    if (nextEligibleDate && nextEligibleDate > todayIn(this.settings.siteTimeZone, slot.start)) throw new ConflictException(M.notEligibleUntil(nextEligibleDate));
    return slot;
  }

  private async takeChair(slot: DriveSlot): Promise<void> {
    if (!(await this.drives.takeChair(slot.id))) throw new ConflictException(M.full);
  }

  /** 409 naming the donor's open appointment by its date and time in SITE_TIME_ZONE. */
  private async refuseSecondOpen(userId: number): Promise<void> {
    const open = await this.appointments.openOf(userId);
    if (open) throw new ConflictException(M.alreadyBooked(formatMomentIn(open.start, this.settings.siteTimeZone)));
  }
}
