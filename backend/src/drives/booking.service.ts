import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DRIVE_MESSAGES as M, formatMomentIn, todayIn, type Appointment as AppointmentRecord, type DriveSlot as SlotRecord } from '@blood-donation/domain';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { DonorEligibility } from '../donations/donor-eligibility';
import type { Event } from '../events/event.entity';
import type { User } from '../users/user.entity';
import type { Appointment } from './appointment.entity';
import { AppointmentMailer } from './appointment-mailer';
import { appointmentRecordOf } from './appointment-record';
import { remindedOnBooking } from './appointment-reminders';
import { AppointmentRepository } from './appointment.repository';
import type { DriveSlot } from './drive-slot.entity';
import { DriveRepository } from './drive.repository';
import { WaitlistService } from './waitlist.service';

/** A slot open for booking, with its drive. */
export interface BookableSlot {
  slot: DriveSlot;
  event: Event;
}

export { appointmentRecordOf };

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
    private readonly mailer: AppointmentMailer,
    private readonly waitlist: WaitlistService,
  ) {}

  /** Every slot of the drive with its free chairs (no personal data). */
  async slots(driveId: number): Promise<SlotRecord[]> {
    const { slots } = await this.driveSlots(driveId);
    return slots.map(({ start, end, chairs, booked, held }) => ({ start: start.toISOString(), end: end.toISOString(), free: Math.max(0, chairs - booked - held) }));
  }

  /** Books the slot for the donor and queues the confirmation (with its .ics and change-or-cancel link). */
  async book(driveId: number, slotStart: Date, donor: User): Promise<AppointmentRecord> {
    const { slot, event } = await this.bookableSlot(driveId, slotStart, donor);
    await this.refuseSecondOpen(donor.id);
    try {
      const appointment = await this.database.transaction(async () => {
        await this.takeChair(slot);
        await this.drives.addBooked(driveId, 1);
        const booked = await this.appointments.insert(driveId, slot, donor.id, remindedOnBooking(slot, this.settings));
        await this.mailer.queue('confirmed', booked, donor.email, event);
        await this.waitlist.leaveIfWaiting(driveId, donor.id);
        return booked;
      });
      this.mailer.wake();
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
    const target = await this.bookableSlot(driveId ?? current.eventId, slotStart, donor);
    const moved = await this.database.transaction(async () => {
      const appointment = await this.appointments.ownLocked(id, donor.id);
      if (!appointment) throw new NotFoundException(M.appointmentNotFound);
      return this.relocate(appointment, target, donor.email);
    });
    this.mailer.wake();
    return appointmentRecordOf(moved);
  }

  /**
   * In the caller's transaction: moves the (locked) booked appointment to `slot` and queues the new confirmation (same
   * calendar UID, higher SEQUENCE, a new link). Moving to its own slot changes nothing.
   */
  async relocate(appointment: Appointment, { slot, event }: BookableSlot, email: string): Promise<Appointment> {
    if (appointment.status !== 'booked') throw new ConflictException(M.notOpen);
    if (appointment.slotId === slot.id) return appointment;
    await this.takeChair(slot);
    await this.drives.releaseChairs(appointment.slotId);
    if (appointment.eventId !== slot.eventId) {
      await this.drives.addBooked(slot.eventId, 1);
      await this.drives.addBooked(appointment.eventId, -1);
    }
    const from = appointment.eventId;
    const moved = await this.appointments.moveTo(appointment, slot, remindedOnBooking(slot, this.settings));
    await this.mailer.queue('moved', moved, email, event);
    await this.waitlist.offerFreeChairs(from);
    return moved;
  }

  /** Cancels the donor's booked appointment: its chair is free at once; it stays in their list as cancelled. */
  async cancel(id: number, donor: User): Promise<AppointmentRecord> {
    const cancelled = await this.database.transaction(async () => {
      const appointment = await this.appointments.ownLocked(id, donor.id);
      if (!appointment) throw new NotFoundException(M.appointmentNotFound);
      return this.release(appointment, donor.email);
    });
    this.mailer.wake();
    return appointmentRecordOf(cancelled);
  }

  /** In the caller's transaction: cancels the (locked) booked appointment, frees its chair, queues the METHOD:CANCEL email. */
  async release(appointment: Appointment, email: string): Promise<Appointment> {
    if (appointment.status !== 'booked') throw new ConflictException(M.notOpen);
    await this.appointments.setStatus([appointment.id], 'cancelled');
    await this.drives.releaseChairs(appointment.slotId);
    await this.drives.addBooked(appointment.eventId, -1);
    await this.waitlist.offerFreeChairs(appointment.eventId);
    const cancelled = await this.appointments.findById(appointment.id);
    const event = await this.drives.findEvent(appointment.eventId);
    if (cancelled && event) await this.mailer.queue('cancelled', cancelled, email, event);
    return cancelled ?? appointment;
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
    await this.waitlist.forgetDonor(userId, booked.map(({ eventId }) => eventId));
  }

  private async driveSlots(driveId: number): Promise<{ event: Event; slots: DriveSlot[] }> {
    const event = await this.drives.findEvent(driveId);
    if (!event?.driveSessions) throw new NotFoundException(M.driveNotFound);
    return { event, slots: await this.drives.slotsOf(driveId) };
  }

  /** The drive's slot starting at `slotStart` (by instant), still open for booking, on a day the donor may give. */
  async bookableSlot(driveId: number, slotStart: Date, donor: User): Promise<BookableSlot> {
    const { event, slots } = await this.driveSlots(driveId);
    const slot = slots.find(({ start }) => start.getTime() === slotStart.getTime());
    if (!slot) throw new ConflictException(M.noSuchSlot);
    if (slot.start.getTime() - this.settings.bookingClosesMinutes * 60_000 <= Date.now()) throw new ConflictException(M.closed);
    const { nextEligibleDate } = await this.eligibility.ofAccount(donor);
    if (nextEligibleDate && nextEligibleDate > todayIn(this.settings.siteTimeZone, slot.start)) throw new ConflictException(M.notEligibleUntil(nextEligibleDate));
    return { slot, event };
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
