import { Injectable } from '@nestjs/common';
import { OPEN_APPOINTMENT_STATUSES, type AppointmentStatus } from '@blood-donation/domain';
import { In, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { Appointment } from './appointment.entity';
import type { DriveSlot } from './drive-slot.entity';

/** The appointments table. */
@Injectable()
export class AppointmentRepository {
  constructor(private readonly database: Database) {}

  /** The donor's open appointment (booked or checked in), if any. */
  openOf(userId: number): Promise<Appointment | null> {
    return this.database.manager.findOneBy(Appointment, { userId, status: In([...OPEN_APPOINTMENT_STATUSES]) });
  }

  /** The donor's appointments, earliest first (cancelled ones too). */
  listOf(userId: number): Promise<Appointment[]> {
    return this.database.manager.find(Appointment, { where: { userId }, order: { start: 'ASC', id: 'ASC' } });
  }

  /** The donor's own appointment; null for another's. */
  own(id: number, userId: number): Promise<Appointment | null> {
    return this.database.manager.findOneBy(Appointment, { id, userId });
  }

  /** The donor's own appointment, locked for the transaction's writes on MySQL/MariaDB; null for another's. */
  ownLocked(id: number, userId: number): Promise<Appointment | null> {
    const { manager } = this.database;
    return manager.findOne(Appointment, { where: { id, userId }, ...forUpdate(manager) });
  }

  /** Books the slot for the donor (its chair already taken). Fails on the unique openFor when they hold one already. */
  async insert(eventId: number, slot: DriveSlot, userId: number): Promise<Appointment> {
    const now = new Date();
    const appointment = this.database.manager.create(Appointment, {
      eventId, slotId: slot.id, userId, start: slot.start, end: slot.end, status: 'booked', openFor: userId, createdAt: now, updatedAt: now,
    });
    await this.database.manager.insert(Appointment, appointment);
    return appointment;
  }

  /** Moves the appointment to the slot (its chair already taken). */
  async moveTo(appointment: Appointment, slot: DriveSlot): Promise<Appointment> {
    const change = { eventId: slot.eventId, slotId: slot.id, start: slot.start, end: slot.end, updatedAt: new Date() };
    await this.database.manager.update(Appointment, { id: appointment.id }, change);
    return Object.assign(appointment, change);
  }

  /** Sets the status; an appointment that is no longer open stops counting as its donor's open one. */
  async setStatus(ids: number[], status: AppointmentStatus): Promise<void> {
    if (!ids.length) return;
    const open = (OPEN_APPOINTMENT_STATUSES as readonly string[]).includes(status);
    await this.database.manager.update(Appointment, { id: In(ids) }, { status, updatedAt: new Date(), ...(open ? {} : { openFor: null }) });
  }

  /** The slot's appointments in status booked, latest booked first (the first to go when its chairs shrink). */
  bookedIn(slotId: number): Promise<Appointment[]> {
    return this.database.manager.find(Appointment, { where: { slotId, status: 'booked' }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The event's appointments that are not cancelled. */
  countBooked(eventId: number): Promise<number> {
    return this.database.manager.countBy(Appointment, { eventId, status: Not('cancelled') });
  }

  /**
   * Every appointment of the donor names no one any more (account deletion), and its measured values and deferral are
   * erased; status and units stay, anonymous, for the drive's figures.
   */
  async unlink(userId: number): Promise<void> {
    const erased = { haemoglobin: null, pulse: null, bloodPressure: null, deferralReason: null, deferredUntil: null };
    await this.database.manager.update(Appointment, { userId }, { userId: null, openFor: null, ...erased, updatedAt: new Date() });
  }

  /** The appointments with their donors' accounts (to email them). */
  withDonors(ids: number[]): Promise<Appointment[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.database.manager.find(Appointment, { where: { id: In(ids) }, relations: { user: true } });
  }
}
