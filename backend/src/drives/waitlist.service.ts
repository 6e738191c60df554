import { createHash, randomBytes } from 'node:crypto';
import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import {
  driveBookingPath,
  DRIVE_MESSAGES as M,
  WAITLIST_MESSAGES as W,
  formatMomentIn,
  todayIn,
  type Appointment as AppointmentRecord,
  type DriveWaitlist,
  type WaitlistEntry as EntryRecord,
  type WaitlistOffer,
} from '@blood-donation/domain';
import type { MessageDto } from '../common/message.dto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { DonorEligibility } from '../donations/donor-eligibility';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { AppointmentMailer } from './appointment-mailer';
import { remindedOnBooking } from './appointment-reminders';
import { AppointmentRepository } from './appointment.repository';
import { appointmentRecordOf } from './appointment-record';
import type { DriveSlot } from './drive-slot.entity';
import { DriveRepository } from './drive.repository';
import type { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistRepository } from './waitlist.repository';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Most offers one freed-chairs pass makes (a drive's change can free many chairs at once; the sweep finishes the rest). */
const OFFERS_PER_PASS = 200;

/**
 * A drive's waitlist: donors join it while every bookable slot is full; each chair that frees (a cancellation, a
 * move away, an organiser's change, a declined or expired offer) is held for the first donor waiting and offered by
 * email, in the transaction that freed it. A held chair counts as taken (drive_slots.held) until the donor accepts
 * (it becomes their appointment), declines or lets it expire (it goes to the next donor, or is free again). Nobody
 * is booked without saying yes. Each offer is answered once: accept, decline and expiry each end the entry with one
 * conditional DELETE on its token hash, so of two at once exactly one wins.
 */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly drives: DriveRepository,
    private readonly appointments: AppointmentRepository,
    private readonly waitlist: WaitlistRepository,
    private readonly eligibility: DonorEligibility,
    private readonly mail: MailService,
    private readonly mailer: AppointmentMailer,
  ) {}

  /** Whether the drive's waitlist is open (no bookable slot has a free chair) and how many wait. */
  async status(driveId: number): Promise<DriveWaitlist> {
    const slots = await this.bookableSlots(driveId, new Date());
    return { open: slots.length > 0 && !slots.some(hasFreeChair), waiting: await this.waitlist.countOf(driveId) };
  }

  async join(driveId: number, donor: User): Promise<EntryRecord> {
    const slots = await this.bookableSlots(driveId, new Date());
    if (!slots.length) throw new ConflictException(W.closed);
    if (slots.some(hasFreeChair)) throw new ConflictException(W.freeTimes);
    const { nextEligibleDate } = await this.eligibility.ofAccount(donor);
    if (nextEligibleDate && nextEligibleDate > todayIn(this.settings.siteTimeZone, slots[0].start)) throw new ConflictException(M.notEligibleUntil(nextEligibleDate));
    if ((await this.appointments.openOf(donor.id))?.eventId === driveId) throw new ConflictException(W.hasAppointment);
    try {
      return await this.recordOf(await this.waitlist.insert(driveId, donor.id, new Date()));
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(W.alreadyWaiting);
      throw error;
    }
  }

  /** Takes the donor off the drive's waitlist; a chair held for them goes to the next donor. */
  async leave(driveId: number, donor: User): Promise<MessageDto> {
    if (!(await this.leaveIfWaiting(driveId, donor.id))) throw new NotFoundException(W.notWaiting);
    this.mail.wake();
    return { message: W.left };
  }

  /**
   * In the caller's transaction: the donor leaves the drive's waitlist if on it (they booked there themselves, or
   * asked to leave); a chair held for them is offered on. Answers whether they were on it.
   */
  async leaveIfWaiting(driveId: number, userId: number): Promise<boolean> {
    return this.database.transaction(async () => {
      const entry = await this.waitlist.find(driveId, userId);
      if (!entry || !(await this.waitlist.remove(entry))) return false;
      if (entry.offerSlotId !== null) {
        await this.waitlist.releaseHeld(entry.offerSlotId);
        await this.offerFreeChairs(driveId);
      }
      return true;
    });
  }

  /** The donor's places on waitlists, with any offer out. */
  async mine(donor: User): Promise<EntryRecord[]> {
    return Promise.all((await this.waitlist.listOf(donor.id)).map((entry) => this.recordOf(entry)));
  }

  /** The offered time of a live offer link (no personal data); 410 once answered or expired. */
  async offer(token: string): Promise<WaitlistOffer> {
    const { entry, slot } = await this.liveOffer(token);
    return { driveId: entry.eventId, driveName: entry.event.name, start: slot.start.toISOString(), end: slot.end.toISOString(), expiresAt: entry.offerExpiresAt!.toISOString() };
  }

  /** Books the held chair for the donor: their appointment, confirmed by email. */
  async accept(token: string): Promise<AppointmentRecord> {
    const { entry, slot } = await this.liveOffer(token);
    const open = await this.appointments.openOf(entry.userId);
    if (open) throw new ConflictException(M.alreadyBooked(formatMomentIn(open.start, this.settings.siteTimeZone)));
    const { nextEligibleDate } = await this.eligibility.ofAccount(entry.user);
    if (nextEligibleDate && nextEligibleDate > todayIn(this.settings.siteTimeZone, slot.start)) throw new ConflictException(M.notEligibleUntil(nextEligibleDate));
    try {
      const appointment = await this.database.transaction(async () => {
        if (!(await this.waitlist.end(entry.id, entry.offerTokenHash!, { liveAt: new Date() }))) throw new GoneException(W.offerGone);
        await this.waitlist.heldToBooked(slot.id);
        await this.drives.addBooked(slot.eventId, 1);
        const booked = await this.appointments.insert(slot.eventId, slot, entry.userId, remindedOnBooking(slot, this.settings));
        await this.mailer.queue('confirmed', booked, entry.user.email, entry.event);
        return booked;
      });
      this.mail.wake();
      return appointmentRecordOf(appointment);
    } catch (error) {
      // The donor booked another time meanwhile: the unique key refused this one, and the offer stands.
      if (isDuplicateKey(error)) throw new ConflictException(M.alreadyBooked(formatMomentIn((await this.appointments.openOf(entry.userId))?.start ?? slot.start, this.settings.siteTimeZone)));
      throw error;
    }
  }

  /** The donor says no: they leave the waitlist and the chair goes to the next donor waiting. */
  async decline(token: string): Promise<MessageDto> {
    const { entry, slot } = await this.liveOffer(token);
    await this.database.transaction(async () => {
      if (!(await this.waitlist.end(entry.id, entry.offerTokenHash!, { liveAt: new Date() }))) throw new GoneException(W.offerGone);
      await this.waitlist.releaseHeld(slot.id);
      await this.offerFreeChairs(slot.eventId);
    });
    this.mail.wake();
    return { message: W.declined };
  }

  /**
   * In the caller's transaction: holds each free chair of the drive's bookable slots for the next donor waiting and
   * queues their offer email (the caller wakes the mail worker once committed). Answers how many offers went out.
   */
  async offerFreeChairs(driveId: number, now = new Date()): Promise<number> {
    let offered = 0;
    for (let tries = 0; tries < OFFERS_PER_PASS; tries += 1) {
      const [entry] = await this.waitlist.firstWaiting(driveId, 1);
      if (!entry) break;
      const slot = (await this.bookableSlots(driveId, now, false)).find(hasFreeChair);
      if (!slot) break;
      if (!(await this.waitlist.holdChair(slot.id))) continue;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Math.min(now.getTime() + this.settings.waitlistHoldMinutes * 60_000, slot.start.getTime()));
      if (!(await this.waitlist.offer(entry.id, { slotId: slot.id, tokenHash: hashOf(token), expiresAt }))) {
        await this.waitlist.releaseHeld(slot.id);
        continue;
      }
      await this.queueOffer(entry, slot, token, expiresAt);
      offered += 1;
    }
    return offered;
  }

  /**
   * In the transaction of an organiser's change of the drive's sessions: a plain event again has no waitlist; an
   * offer whose slot went, or whose slot now has fewer chairs than it holds, is withdrawn (its donor waits again, in
   * their place, and its link answers 410); then free chairs are offered.
   */
  async afterSlotsChanged(driveId: number): Promise<void> {
    const event = await this.drives.findEvent(driveId);
    if (!event?.driveSessions) return this.waitlist.removeAllOf(driveId);
    const slots = new Map((await this.drives.slotsOf(driveId)).map((slot) => [slot.id, slot]));
    for (const entry of await this.waitlist.offered(driveId)) {
      const slot = slots.get(entry.offerSlotId!);
      if (slot && slot.booked + slot.held <= slot.chairs) continue;
      if (!(await this.waitlist.withdraw(entry)) || !slot) continue;
      await this.waitlist.releaseHeld(slot.id);
      slot.held -= 1;
    }
    await this.offerFreeChairs(driveId);
  }

  /** In the account deletion's transaction: the donor's entries go, and chairs held for them, or freed by their cancelled appointments (`freedDrives`), are offered on. */
  async forgetDonor(userId: number, freedDrives: number[]): Promise<void> {
    const drives = new Set(freedDrives);
    for (const entry of await this.waitlist.listOf(userId)) {
      if (!(await this.waitlist.remove(entry)) || entry.offerSlotId === null) continue;
      await this.waitlist.releaseHeld(entry.offerSlotId);
      drives.add(entry.eventId);
    }
    for (const driveId of drives) await this.offerFreeChairs(driveId);
  }

  /** One step of the expiry sweep: up to `size` offers expired at `now` end, each chair going to the next donor. */
  async expireSome(now: Date, size: number): Promise<{ handled: number; expired: number }> {
    return this.database.transaction(async () => {
      const due = await this.waitlist.expiredOffers(now, size);
      const drives = new Set<number>();
      let expired = 0;
      for (const entry of due) {
        if (!(await this.waitlist.end(entry.id, entry.offerTokenHash!, { expiredAt: now }))) continue;
        await this.queueExpired(entry);
        await this.waitlist.releaseHeld(entry.offerSlotId!);
        drives.add(entry.eventId);
        expired += 1;
      }
      for (const driveId of drives) await this.offerFreeChairs(driveId, now);
      return { handled: due.length, expired };
    });
  }

  /** Sends the emails queued by a transaction that has committed. */
  wake(): void {
    this.mail.wake();
  }

  private async queueOffer(entry: WaitlistEntry, slot: DriveSlot, token: string, expiresAt: Date): Promise<void> {
    const full = await this.waitlist.byTokenHash(hashOf(token));
    if (!full) return;
    const zone = this.settings.siteTimeZone;
    const link = `${this.settings.mail.publicUrl}/waitlist-offers/${token}`;
    const text = W.offerText(full.event.name, formatMomentIn(slot.start, zone), link, formatMomentIn(expiresAt, zone));
    await this.mail.queue({ to: full.user.email, subject: W.offerSubject, text, aboutId: entry.userId });
  }

  /** Tells the donor whose offer ran out that the time went on and they left the waitlist, with where to book again. */
  private async queueExpired(entry: WaitlistEntry): Promise<void> {
    const slot = await this.waitlist.slot(entry.offerSlotId!);
    if (!slot || !entry.user) return;
    const link = `${this.settings.mail.publicUrl}${driveBookingPath(entry.eventId)}`;
    const text = W.expiredText(entry.event.name, formatMomentIn(slot.start, this.settings.siteTimeZone), link);
    await this.mail.queue({ to: entry.user.email, subject: W.expiredSubject, text, aboutId: entry.userId });
  }

  private async liveOffer(token: string): Promise<{ entry: WaitlistEntry; slot: DriveSlot }> {
    const entry = await this.waitlist.byTokenHash(hashOf(token));
    const slot = entry?.offerSlotId ? await this.waitlist.slot(entry.offerSlotId) : null;
    if (!entry || !slot || entry.offerExpiresAt!.getTime() <= Date.now()) throw new GoneException(W.offerGone);
    return { entry, slot };
  }

  /** The drive's slots still open for booking at `now` (404 for an event that is not a drive, when `check`). */
  private async bookableSlots(driveId: number, now: Date, check = true): Promise<DriveSlot[]> {
    if (check) {
      const event = await this.drives.findEvent(driveId);
      if (!event?.driveSessions) throw new NotFoundException(M.driveNotFound);
    }
    const closes = this.settings.bookingClosesMinutes * 60_000;
    return (await this.drives.slotsOf(driveId)).filter(({ start }) => start.getTime() - closes > now.getTime());
  }

  private async recordOf(entry: WaitlistEntry): Promise<EntryRecord> {
    const slot = entry.offerSlotId ? await this.waitlist.slot(entry.offerSlotId) : null;
    return {
      driveId: entry.eventId,
      joinedAt: entry.joinedAt.toISOString(),
      position: (await this.waitlist.countBefore(entry.eventId, entry.id)) + 1,
      offer: slot && entry.offerExpiresAt ? { start: slot.start.toISOString(), end: slot.end.toISOString(), expiresAt: entry.offerExpiresAt.toISOString() } : null,
    };
  }
}

const hasFreeChair = ({ chairs, booked, held }: DriveSlot): boolean => booked + held < chairs;
