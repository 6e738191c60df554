import { Injectable } from '@nestjs/common';
import type { AppointmentStatus } from '@blood-donation/domain';
import { In, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';
import { Appointment } from './appointment.entity';
import { DriveStaffMember } from './drive-staff.entity';

/** What the desk writes with an outcome. */
export type OutcomeChange = Partial<Pick<Appointment, 'units' | 'haemoglobin' | 'pulse' | 'bloodPressure' | 'deferralReason' | 'deferredUntil' | 'donationId'>>;

/** A drive's appointment with what the desk shows of its donor. */
export interface DeskRow {
  appointment: Appointment;
  donor: Pick<User, 'id' | 'username' | 'bloodGroup' | 'gender'> | null;
}

/** The drive desk's reads and writes: staff of a drive, its appointments with their donors, outcomes, figures. */
@Injectable()
export class DeskRepository {
  constructor(private readonly database: Database) {}

  isStaff(eventId: number, userId: number): Promise<boolean> {
    return this.database.manager.existsBy(DriveStaffMember, { eventId, userId });
  }

  /** Replaces the drive's staff with `userIds`. */
  async replaceStaff(eventId: number, userIds: number[]): Promise<void> {
    const { manager } = this.database;
    await manager.delete(DriveStaffMember, { eventId });
    if (userIds.length) await manager.insert(DriveStaffMember, userIds.map((userId) => ({ eventId, userId })));
  }

  /** Drives whose desk the account staffs, or every drive (null). */
  drives(staffId: number | null): Promise<Event[]> {
    const query = this.database.manager.createQueryBuilder(Event, 'event').where('event.driveSessions IS NOT NULL').orderBy('event.dateTime', 'ASC');
    if (staffId !== null) query.innerJoin(DriveStaffMember, 'staff', 'staff.eventId = event.id AND staff.userId = :staffId', { staffId });
    return query.getMany();
  }

  /** The drive's appointments that are not cancelled, by time, each with its donor (null once the account is deleted). */
  async deskRows(eventId: number): Promise<DeskRow[]> {
    const { manager } = this.database;
    const appointments = await manager.find(Appointment, { where: { eventId, status: Not('cancelled') }, order: { start: 'ASC', id: 'ASC' } });
    const ids = [...new Set(appointments.flatMap(({ userId }) => (userId === null ? [] : [userId])))];
    const donors = ids.length ? await manager.find(User, { where: { id: In(ids) }, select: { id: true, username: true, bloodGroup: true, gender: true } }) : [];
    const byId = new Map(donors.map((donor) => [donor.id, donor]));
    return appointments.map((appointment) => ({ appointment, donor: appointment.userId === null ? null : (byId.get(appointment.userId) ?? null) }));
  }

  /**
   * The donor's appointment at the drive that the desk works with: an open one (booked or checked in) if there is
   * one, else the latest that is not cancelled; null when none.
   */
  async appointmentAt(eventId: number, userId: number): Promise<Appointment | null> {
    const rows = await this.database.manager.find(Appointment, { where: { eventId, userId, status: Not('cancelled') }, order: { start: 'DESC', id: 'DESC' } });
    return rows.find(({ status }) => status === 'booked' || status === 'checked-in') ?? rows[0] ?? null;
  }

  find(id: number): Promise<Appointment | null> {
    return this.database.manager.findOneBy(Appointment, { id });
  }

  /**
   * Moves the appointment from one of `from` to `status` with `change`: one conditional UPDATE, so of two desks
   * recording at once one wins and the other is told. False when its status was no longer one of `from`.
   */
  async transition(id: number, from: readonly AppointmentStatus[], status: AppointmentStatus, change: OutcomeChange): Promise<boolean> {
    const open = status === 'checked-in';
    const { affected } = await this.database.manager
      .createQueryBuilder()
      .update(Appointment)
      .set({ ...change, status, updatedAt: new Date(), ...(open ? {} : { openFor: null }) })
      .where({ id, status: In([...from]) })
      .execute();
    return affected === 1;
  }

  /** Sets what the transition could not know yet (the donation's id). */
  async setDonation(id: number, donationId: number): Promise<void> {
    await this.database.manager.update(Appointment, { id }, { donationId });
  }

  /** Counts of the drive's appointments by status, and the units its donations collected. */
  async figures(eventId: number): Promise<{ counts: Partial<Record<AppointmentStatus, number>>; units: number }> {
    const rows = await this.database.manager
      .createQueryBuilder(Appointment, 'appointment')
      .select('appointment.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .addSelect('SUM(appointment.units)', 'units')
      .where('appointment.eventId = :eventId', { eventId })
      .groupBy('appointment.status')
      .getRawMany<{ status: AppointmentStatus; count: string | number; units: string | number | null }>();
    const counts = Object.fromEntries(rows.map(({ status, count }) => [status, Number(count)]));
    return { counts, units: rows.reduce((sum, { units }) => sum + Number(units ?? 0), 0) };
  }
}
