import { Injectable } from '@nestjs/common';
import type { DriveSessionRecord } from '@blood-donation/domain';
import { In } from 'typeorm';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { Event } from '../events/event.entity';
import { DriveSlot } from './drive-slot.entity';
import type { SlotPlan } from './drive-slots';

/** A drive's slots and their chair counters, and the drive columns of its event. */
@Injectable()
export class DriveRepository {
  constructor(private readonly database: Database) {}

  findEvent(id: number): Promise<Event | null> {
    return this.database.manager.findOneBy(Event, { id });
  }

  /**
   * The next drive in `city` (its location, case and surrounding spaces aside) with a free chair at a time still to
   * come: the one whose earliest such time comes first; null when none. By the events (location, id) index.
   */
  async nextWithFreePlaces(city: string, now: Date): Promise<Event | null> {
    const next = await this.database.manager
      .createQueryBuilder(DriveSlot, 'slot')
      .innerJoin(Event, 'event', 'event.id = slot.eventId')
      .select('slot.eventId', 'eventId')
      .where('LOWER(event.location) = LOWER(:city) AND event.driveSessions IS NOT NULL', { city: city.trim() })
      .andWhere('slot.start > :now AND slot.booked + slot.held < slot.chairs', { now })
      .orderBy('slot.start', 'ASC')
      .addOrderBy('slot.eventId', 'ASC')
      .limit(1)
      .getRawOne<{ eventId: number | string }>();
    return next ? this.findEvent(Number(next.eventId)) : null;
  }

  /** The event's slots, earliest first; locked for the transaction's writes on MySQL/MariaDB when `lock`. */
  slotsOf(eventId: number, lock = false): Promise<DriveSlot[]> {
    const { manager } = this.database;
    return manager.find(DriveSlot, { where: { eventId }, order: { start: 'ASC' }, ...(lock ? forUpdate(manager) : {}) });
  }

  /** Takes one chair of the slot if one is free (chairs held for waitlist offers are taken): one conditional UPDATE, so concurrent bookings never overfill it. */
  async takeChair(slotId: number): Promise<boolean> {
    const { affected } = await this.database.manager
      .createQueryBuilder()
      .update(DriveSlot)
      .set({ booked: () => 'booked + 1' })
      .where('id = :slotId AND booked + held < chairs', { slotId })
      .execute();
    return affected === 1;
  }

  /** Seats a walk-in in the slot whatever its free chairs (the count may pass them; booking there stays closed). */
  async seatWalkIn(slotId: number): Promise<void> {
    await this.database.manager
      .createQueryBuilder()
      .update(DriveSlot)
      .set({ booked: () => 'booked + 1' })
      .where('id = :slotId', { slotId })
      .execute();
  }

  /** Gives back `count` chairs of the slot (a cancellation, or a move away). */
  async releaseChairs(slotId: number, count = 1): Promise<void> {
    await this.database.manager
      .createQueryBuilder()
      .update(DriveSlot)
      .set({ booked: () => `booked - ${Number(count)}` })
      .where('id = :slotId', { slotId })
      .execute();
  }

  /** Adds `change` to the event's count of appointments that are not cancelled. */
  async addBooked(eventId: number, change: number): Promise<void> {
    await this.database.manager
      .createQueryBuilder()
      .update(Event)
      .set({ driveBooked: () => `driveBooked + ${Number(change)}` })
      .where('id = :eventId', { eventId })
      .execute();
  }

  /** Replaces the slots: keeps (with new chairs) those in `kept`, deletes the others, inserts `added`. */
  async replaceSlots(eventId: number, kept: { slot: DriveSlot; chairs: number; booked: number }[], added: SlotPlan[]): Promise<void> {
    const { manager } = this.database;
    const keptIds = kept.map(({ slot }) => slot.id);
    const gone = (await manager.find(DriveSlot, { select: { id: true }, where: { eventId } })).map(({ id }) => id).filter((id) => !keptIds.includes(id));
    if (gone.length) await manager.delete(DriveSlot, { id: In(gone) });
    for (const { slot, chairs, booked } of kept) await manager.update(DriveSlot, { id: slot.id }, { chairs, booked });
    if (added.length) await manager.insert(DriveSlot, added.map((plan) => ({ ...plan, eventId, booked: 0 })));
  }

  /** Sets the event's drive columns; null sessions make it a plain event again. Returns the event. */
  async setDrive(eventId: number, sessions: DriveSessionRecord[] | null, capacity: number, booked: number): Promise<Event> {
    const { manager } = this.database;
    await manager.update(Event, { id: eventId }, { driveSessions: sessions, driveCapacity: capacity, driveBooked: booked });
    return manager.findOneByOrFail(Event, { id: eventId });
  }
}
