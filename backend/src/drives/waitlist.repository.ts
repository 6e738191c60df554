import { Injectable } from '@nestjs/common';
import { IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { DriveSlot } from './drive-slot.entity';
import { WaitlistEntry } from './waitlist-entry.entity';

/** The offer an entry is given: the slot whose chair is held, the token's hash, and when the hold ends. */
export interface OfferTerms {
  slotId: number;
  tokenHash: string;
  expiresAt: Date;
}

/** The waitlist_entries table, and the `held` chairs of drive slots. */
@Injectable()
export class WaitlistRepository {
  constructor(private readonly database: Database) {}

  /** Adds the donor to the drive's waitlist. Fails on the unique (eventId, userId) when they are on it already. */
  async insert(eventId: number, userId: number, joinedAt: Date): Promise<WaitlistEntry> {
    const entry = this.database.manager.create(WaitlistEntry, { eventId, userId, joinedAt, offerSlotId: null, offerTokenHash: null, offerExpiresAt: null });
    await this.database.manager.insert(WaitlistEntry, entry);
    return entry;
  }

  find(eventId: number, userId: number): Promise<WaitlistEntry | null> {
    return this.database.manager.findOneBy(WaitlistEntry, { eventId, userId });
  }

  /** The donor's entries, earliest joined first. */
  listOf(userId: number): Promise<WaitlistEntry[]> {
    return this.database.manager.find(WaitlistEntry, { where: { userId }, order: { id: 'ASC' } });
  }

  /** How many entries of the drive joined before `entryId` (the place in the queue is that plus one). */
  countBefore(eventId: number, entryId: number): Promise<number> {
    return this.database.manager.count(WaitlistEntry, { where: { eventId, id: LessThanOrEqual(entryId - 1) } });
  }

  countOf(eventId: number): Promise<number> {
    return this.database.manager.countBy(WaitlistEntry, { eventId });
  }

  /** The first donors of the drive still waiting (no offer out), in the order they joined. */
  firstWaiting(eventId: number, count: number): Promise<WaitlistEntry[]> {
    return this.database.manager.find(WaitlistEntry, { where: { eventId, offerSlotId: IsNull() }, order: { id: 'ASC' }, take: count });
  }

  /** The entry whose offer link has this token hash, with its donor and drive. */
  byTokenHash(tokenHash: string): Promise<WaitlistEntry | null> {
    return this.database.manager.findOne(WaitlistEntry, { where: { offerTokenHash: tokenHash }, relations: { user: true, event: true } });
  }

  /** The drive's entries with an offer out, latest joined first (the first withdrawn when a slot shrinks). */
  offered(eventId: number): Promise<WaitlistEntry[]> {
    return this.database.manager.find(WaitlistEntry, { where: { eventId, offerSlotId: Not(IsNull()) }, order: { id: 'DESC' } });
  }

  /** Up to `count` entries whose offer has expired at `now`, with their donor and drive (the email that tells them). */
  expiredOffers(now: Date, count: number): Promise<WaitlistEntry[]> {
    return this.database.manager.find(WaitlistEntry, {
      where: { offerExpiresAt: LessThanOrEqual(now) },
      relations: { user: true, event: true },
      order: { offerExpiresAt: 'ASC' },
      take: count,
    });
  }

  /** Gives the waiting entry an offer, only if it is still waiting: false when another request gave it one first. */
  async offer(entryId: number, terms: OfferTerms): Promise<boolean> {
    const { affected } = await this.database.manager.update(
      WaitlistEntry,
      { id: entryId, offerSlotId: IsNull() },
      { offerSlotId: terms.slotId, offerTokenHash: terms.tokenHash, offerExpiresAt: terms.expiresAt },
    );
    return affected === 1;
  }

  /** Takes back the entry's offer (the donor waits again, in their place): false when it was answered meanwhile. */
  async withdraw(entry: WaitlistEntry): Promise<boolean> {
    const { affected } = await this.database.manager.update(
      WaitlistEntry,
      { id: entry.id, offerTokenHash: entry.offerTokenHash ?? '' },
      { offerSlotId: null, offerTokenHash: null, offerExpiresAt: null },
    );
    return affected === 1;
  }

  /**
   * Ends the entry if its offer is still the one with `tokenHash` and, when `liveAt` is given, has not expired then
   * (accept, decline), or, with `expiredAt`, has expired then (the sweep). One conditional DELETE: of two requests
   * at once, one wins and the other finds nothing, so an offer is answered once.
   */
  async end(entryId: number, tokenHash: string, when: { liveAt: Date } | { expiredAt: Date }): Promise<boolean> {
    const at = 'liveAt' in when ? { offerExpiresAt: MoreThan(when.liveAt) } : { offerExpiresAt: LessThanOrEqual(when.expiredAt) };
    const { affected } = await this.database.manager.delete(WaitlistEntry, { id: entryId, offerTokenHash: tokenHash, ...at });
    return affected === 1;
  }

  /** Takes the entry off the waitlist if its offer is still as read (so a chair held for it is released once). */
  async remove(entry: WaitlistEntry): Promise<boolean> {
    const { affected } = await this.database.manager.delete(WaitlistEntry, { id: entry.id, offerTokenHash: entry.offerTokenHash ?? IsNull() });
    return affected === 1;
  }

  /** Every entry of the drive goes (it is no longer a drive). */
  async removeAllOf(eventId: number): Promise<void> {
    await this.database.manager.delete(WaitlistEntry, { eventId });
  }

  slot(id: number): Promise<DriveSlot | null> {
    return this.database.manager.findOneBy(DriveSlot, { id });
  }

  /** Holds one chair of the slot if one is free: one conditional UPDATE, like a booking. */
  async holdChair(slotId: number): Promise<boolean> {
    const { affected } = await this.database.manager
      .createQueryBuilder()
      .update(DriveSlot)
      .set({ held: () => 'held + 1' })
      .where('id = :slotId AND booked + held < chairs', { slotId })
      .execute();
    return affected === 1;
  }

  /** Gives back a held chair (declined, expired, withdrawn). A slot that is gone has nothing to give back. */
  async releaseHeld(slotId: number): Promise<void> {
    await this.database.manager.createQueryBuilder().update(DriveSlot).set({ held: () => 'held - 1' }).where('id = :slotId AND held > 0', { slotId }).execute();
  }

  /** The held chair becomes a booked one (an accepted offer). */
  async heldToBooked(slotId: number): Promise<void> {
    await this.database.manager.createQueryBuilder().update(DriveSlot).set({ held: () => 'held - 1', booked: () => 'booked + 1' }).where('id = :slotId', { slotId }).execute();
  }
}
