import { Injectable } from '@nestjs/common';
import { OPEN_APPOINTMENT_STATUSES, type AppointmentStatus } from '@blood-donation/domain';
import { In, IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { forUpdate, lockForUpdate } from '../database/dialect';
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

  /**
   * Books the slot for the donor (its chair already taken). Fails on the unique openFor when they hold one already.
   * `remindedAt` is set when the slot is within the reminder window already (no separate reminder then).
   */
  async insert(eventId: number, slot: DriveSlot, userId: number, remindedAt: Date | null): Promise<Appointment> {
    const now = new Date();
    const appointment = this.database.manager.create(Appointment, {
      eventId, slotId: slot.id, userId, start: slot.start, end: slot.end, status: 'booked', openFor: userId, remindedAt, linkVersion: 0, createdAt: now, updatedAt: now,
    });
    await this.database.manager.insert(Appointment, appointment);
    return appointment;
  }

  /**
   * Moves the appointment (locked by the caller) to the slot (its chair already taken); its link version moves on, so
   * the links of earlier emails stop working, and `remindedAt` is as for a new booking.
   */
  async moveTo(appointment: Appointment, slot: DriveSlot, remindedAt: Date | null): Promise<Appointment> {
    const change = { eventId: slot.eventId, slotId: slot.id, start: slot.start, end: slot.end, remindedAt, updatedAt: new Date() };
    await this.database.manager.update(Appointment, { id: appointment.id }, { ...change, linkVersion: () => 'linkVersion + 1' });
    return Object.assign(appointment, change, { linkVersion: appointment.linkVersion + 1 });
  }

  /**
   * Uses a change-or-cancel link: moves the link version on from `version` if the appointment is still booked and has
   * not started at `now`. One conditional UPDATE, so of requests racing with one link exactly one gets true.
   */
  async useLink(id: number, version: number, now: Date): Promise<boolean> {
    const { affected } = await this.database.manager.update(
      Appointment,
      { id, linkVersion: version, status: 'booked', start: MoreThan(now) },
      { linkVersion: () => 'linkVersion + 1', updatedAt: now },
    );
    return affected === 1;
  }

  /** The appointment by id, locked for the transaction's writes on MySQL/MariaDB. */
  locked(id: number): Promise<Appointment | null> {
    const { manager } = this.database;
    return manager.findOne(Appointment, { where: { id }, ...forUpdate(manager) });
  }

  findById(id: number): Promise<Appointment | null> {
    return this.database.manager.findOneBy(Appointment, { id });
  }

  /**
   * In the caller's transaction: up to `limit` booked appointments starting after `now` and by `until` whose reminder
   * has not gone, each marked reminded by a conditional UPDATE (so sweeps on several instances take each once), with
   * their donors and drives to email.
   */
  async remindSome(limit: number, now: Date, until: Date): Promise<Appointment[]> {
    const { manager } = this.database;
    const due = manager
      .createQueryBuilder(Appointment, 'appointment')
      .select('appointment.id', 'id')
      .where({ status: 'booked', remindedAt: IsNull(), start: MoreThan(now) })
      .andWhere({ start: LessThanOrEqual(until) })
      .orderBy('appointment.start', 'ASC')
      .limit(limit);
    const ids = (await lockForUpdate(due, { skipLocked: true }).getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
    const taken: number[] = [];
    for (const id of ids) {
      const { affected } = await manager.update(Appointment, { id, remindedAt: IsNull(), status: 'booked' }, { remindedAt: now });
      if (affected === 1) taken.push(id);
    }
    if (!taken.length) return [];
    return manager.find(Appointment, { where: { id: In(taken) }, relations: { user: true, event: true }, order: { start: 'ASC' } });
  }

  /** Sets the status; an appointment that is no longer open stops counting as its donor's open one. */
  async setStatus(ids: number[], status: AppointmentStatus): Promise<void> {
    if (!ids.length) return;
    const open = (OPEN_APPOINTMENT_STATUSES as readonly string[]).includes(status);
    // A change of status ends the links of earlier emails.
    await this.database.manager.update(
      Appointment,
      { id: In(ids) },
      { status, updatedAt: new Date(), linkVersion: () => 'linkVersion + 1', ...(open ? {} : { openFor: null }) },
    );
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

  /** The appointments with their donors' accounts and drives (to email them). */
  withDonors(ids: number[]): Promise<Appointment[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.database.manager.find(Appointment, { where: { id: In(ids) }, relations: { user: true, event: true } });
  }

  /** The drive's appointments by time, their status and units, with their donors' name and blood group only (the CSV export). */
  ofDriveWithDonors(eventId: number): Promise<Appointment[]> {
    return this.database.manager.find(Appointment, {
      select: { id: true, start: true, status: true, units: true, user: { id: true, username: true, bloodGroup: true } },
      where: { eventId },
      relations: { user: true },
      order: { start: 'ASC', id: 'ASC' },
    });
  }
}
