import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BLOOD_GROUPS, COORDINATOR_ROLES, milestonesOf, THANK_YOU_EMAIL, DEFAULT_DONATION_TYPE, DRIVE_DESK_MESSAGES as D, DRIVE_MESSAGES as M, formatMomentIn, MAY_BECOME_DRIVE_STAFF, todayIn,
  type AppointmentStatus, type BloodGroup, type DeskAppointment, type DeskDrive, type DeskOutcome, type DriveFigures, type DriveStaff, type FormGender,
} from '@blood-donation/domain';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AccountRoleChanged } from '../access/account-role-changed.event';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { AccountNotices } from '../account-notices/account-notices.service';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { DonationRepository } from '../donations/donation.repository';
import { DonorEligibility } from '../donations/donor-eligibility';
import { ReminderScheduler } from '../donations/reminder-scheduler';
import { MailService } from '../mail/mail.service';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { Event } from '../events/event.entity';
import type { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import type { Appointment } from './appointment.entity';
import { AppointmentRepository } from './appointment.repository';
import { appointmentRecordOf } from './booking.service';
import { DeskRepository } from './desk.repository';
import { WaitlistRepository } from './waitlist.repository';
import { DriveRepository } from './drive.repository';

/** Where each status the desk records may come from. */
const FROM: Readonly<Record<DeskOutcome['status'], readonly AppointmentStatus[]>> = {
  'checked-in': ['booked'],
  donated: ['booked', 'checked-in'],
  deferred: ['booked', 'checked-in'],
  'no-show': ['booked'],
};

const isBloodGroup = (value: string | null | undefined): value is BloodGroup => (BLOOD_GROUPS as readonly (string | null | undefined)[]).includes(value);

const FORM_GENDER: Readonly<Record<string, FormGender>> = { male: 'Male', female: 'Female' };

/**
 * The drive desk: staff check donors in and record what happened, on the drive's days. Drive staff reach only the
 * drives they are assigned to; moderators and admins every drive. Each transition is one conditional UPDATE on the
 * status, and 'Donated' writes the donation in the same transaction, so the donor's next eligible date moves with it.
 */
@Injectable()
export class DriveDeskService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly desk: DeskRepository,
    private readonly drives: DriveRepository,
    private readonly appointments: AppointmentRepository,
    private readonly donations: DonationRepository,
    private readonly eligibility: DonorEligibility,
    private readonly users: UserRepository,
    private readonly waitlist: WaitlistRepository,
    private readonly reminders: ReminderScheduler,
    private readonly mail: MailService,
    private readonly notices: AccountNotices,
    private readonly events: EventEmitter2,
  ) {}

  /** The drives whose desk the caller may open: their own for drive staff, every drive for coordinators. */
  async drivesOf(caller: User): Promise<DeskDrive[]> {
    const events = await this.desk.drives(this.seesEveryDrive(caller) ? null : caller.id);
    return events.map(({ id, name, location, driveSessions }) => ({ id, name, location, start: driveSessions![0].start }));
  }

  /** The drive's appointments by time: name, time, blood group, eligibility, status; never email or mobile. */
  async list(driveId: number, caller: User): Promise<DeskAppointment[]> {
    await this.driveFor(driveId, caller);
    const rows = await this.desk.deskRows(driveId);
    const judged = new Map<number, string | null>();
    for (const { donor } of rows) if (donor && !judged.has(donor.id)) judged.set(donor.id, (await this.eligibility.ofAccount(donor)).nextEligibleDate);
    return rows.map(({ appointment: { id, start, end, status, donationId }, donor }) => ({
      id, start: start.toISOString(), end: end.toISOString(), status, donationId: donationId ?? null,
      name: donor?.username ?? '',
      bloodGroup: donor && isBloodGroup(donor.bloodGroup) ? donor.bloodGroup : null,
      nextEligibleDate: donor ? (judged.get(donor.id) ?? null) : null,
    }));
  }

  /** A registered donor without an appointment, checked in now at the drive's current (or next) slot. */
  async walkIn(driveId: number, email: string, caller: User): Promise<DeskAppointment> {
    const event = await this.driveFor(driveId, caller);
    this.refuseOutsideDriveDays(event);
    const donor = await this.users.findByEmail(email.trim().toLowerCase());
    if (!donor) throw new NotFoundException(D.noDonorWithEmail);
    await this.refuseOpen(donor.id);
    const slots = await this.drives.slotsOf(driveId);
    const now = Date.now();
    const slot = slots.find(({ end }) => end.getTime() > now) ?? slots[slots.length - 1];
    try {
      const appointment = await this.database.transaction(async () => {
        await this.drives.seatWalkIn(slot.id);
        await this.drives.addBooked(driveId, 1);
        // At the desk already: no reminder.
        const inserted = await this.appointments.insert(driveId, slot, donor.id, new Date());
        await this.desk.transition(inserted.id, ['booked'], 'checked-in', {});
        return Object.assign(inserted, { status: 'checked-in' as const });
      });
      const nextEligibleDate = (await this.eligibility.ofAccount(donor)).nextEligibleDate;
      const { id, start, end, status } = appointment;
      return { id, start: start.toISOString(), end: end.toISOString(), status, name: donor.username, bloodGroup: isBloodGroup(donor.bloodGroup) ? donor.bloodGroup : null, nextEligibleDate, donationId: null };
    } catch (error) {
      if (isDuplicateKey(error)) await this.refuseOpen(donor.id);
      throw error;
    }
  }

  /** Records a check-in or an outcome; answers the appointment as its donor sees it. */
  async record(id: number, outcome: DeskOutcome, caller: User) {
    const appointment = await this.desk.find(id);
    if (!appointment) throw new NotFoundException(M.appointmentNotFound);
    const event = await this.driveFor(appointment.eventId, caller);
    this.refuseOutsideDriveDays(event);
    if (outcome.status === 'no-show' && appointment.end.getTime() > Date.now()) throw new ConflictException(D.notYetOver);
    const today = todayIn(this.settings.siteTimeZone);
    if (outcome.deferredUntil !== undefined && outcome.deferredUntil <= today) throw new ValidationFailedException({ deferredUntil: [D.deferredUntilPast] });
    const { status, units, haemoglobin, pulse, bloodPressure, deferralReason, deferredUntil } = outcome;
    const change = { units, haemoglobin, pulse, bloodPressure, deferralReason, deferredUntil };
    const recorded = await this.database.transaction(async () => {
      const donor = appointment.userId === null ? null : await this.users.findById(appointment.userId);
      if (status === 'donated' && !isBloodGroup(donor?.bloodGroup)) throw new ConflictException(D.noBloodGroup);
      if (!(await this.desk.transition(id, FROM[status], status, change))) throw new ConflictException(D.cannotGoFrom((await this.desk.find(id))?.status ?? appointment.status, status));
      if (status === 'donated' && donor) {
        const donation = await this.donations.insert({
          name: donor.username, bloodGroup: donor.bloodGroup as BloodGroup, units, mobile: donor.mobile ?? '', gender: FORM_GENDER[donor.gender ?? ''] ?? 'Other',
          age: donor.age ?? 0, city: event.location, address: event.location, date: today, donationType: DEFAULT_DONATION_TYPE, event, userId: donor.id,
        });
        await this.desk.setDonation(id, donation.id);
        await this.queueThanks(donor, donation.id);
      }
      if ((status === 'donated' || status === 'deferred') && donor) await this.reminders.refresh(donor.id);
      return (await this.desk.find(id))!;
    });
    if (status === 'donated' && appointment.userId !== null) this.mail.wake();
    return appointmentRecordOf(recorded);
  }

  /** Refuses a caller who may not work the drive's desk (404 no such drive, 403 not assigned), as the desk's own routes do. */
  async assertDesk(driveId: number, caller: User): Promise<void> {
    await this.driveFor(driveId, caller);
  }

  /** The donor's appointment at the drive (DeskRepository.appointmentAt), as the desk's lookup by donor card answers it. */
  async appointmentOf(driveId: number, donor: { id: number; username: string }): Promise<{ appointmentId: number; username: string; start: string; status: AppointmentStatus } | null> {
    const appointment = await this.desk.appointmentAt(driveId, donor.id);
    return appointment && { appointmentId: appointment.id, username: donor.username, start: appointment.start.toISOString(), status: appointment.status };
  }

  /**
   * The thank-you email after a donation recorded at the desk (issue 24 points 1 and 3), in its transaction: the next
   * eligible date, and a line when this donation reached a milestone. No consent needed: it answers the donor's own gift.
   */
  private async queueThanks(donor: User, donationId: number): Promise<void> {
    const donations = await this.donations.countedOf(donor.id);
    const milestone = milestonesOf(donations).find(({ count }) => count === donations.length);
    const { nextEligibleDate } = await this.eligibility.ofAccount(donor);
    const text = THANK_YOU_EMAIL.text(donor.username, nextEligibleDate, milestone ? THANK_YOU_EMAIL.milestoneLine(milestone.count) : null);
    await this.mail.queue({ to: donor.email, subject: THANK_YOU_EMAIL.subject, text, kind: 'other', aboutId: donationId });
  }

  /** How the drive goes: counts by status, donors waiting, units collected, capacity. */
  async figures(driveId: number, caller: User): Promise<DriveFigures> {
    const event = await this.driveFor(driveId, caller);
    const { counts, units } = await this.desk.figures(driveId);
    const count = (status: AppointmentStatus) => counts[status] ?? 0;
    const booked = Object.entries(counts).reduce((sum, [status, n]) => (status === 'cancelled' ? sum : sum + (n ?? 0)), 0);
    const waitlisted = await this.waitlist.countOf(driveId);
    return { booked, waitlisted, checkedIn: count('checked-in'), donated: count('donated'), deferred: count('deferred'), noShows: count('no-show'), unitsCollected: units, capacity: event.driveCapacity };
  }

  /** Replaces the drive's staff; accounts with no staff role yet become drive staff. Refuses unknown accounts and wider roles. */
  async assignStaff(driveId: number, userIds: number[]): Promise<DriveStaff> {
    await this.driveFor(driveId, null);
    const ids = [...new Set(userIds)];
    const accounts = await Promise.all(ids.map((userId) => this.users.findById(userId)));
    const unknown = ids.filter((_, index) => !accounts[index]);
    if (unknown.length) throw new ValidationFailedException({ userIds: [D.unknownAccounts(unknown)] });
    const wider = accounts.filter((account) => !MAY_BECOME_DRIVE_STAFF.includes(account!.role));
    if (wider.length) throw new ConflictException(D.alreadyStaff(wider.map((account) => account!.username)));
    await this.database.transaction(async () => {
      await this.desk.replaceStaff(driveId, ids);
      for (const account of accounts) {
        if (account!.role === 'driveStaff') continue;
        if (!(await this.users.setRoleIf(account!.id, MAY_BECOME_DRIVE_STAFF, 'driveStaff'))) continue;
        await this.notices.queue(account!, 'staff-role-granted', null);
        await this.events.emitAsync(AccountRoleChanged.topic, new AccountRoleChanged(account!.id));
      }
    });
    this.notices.wake();
    return { driveId, userIds: ids };
  }

  private seesEveryDrive(caller: User): boolean {
    return COORDINATOR_ROLES.includes(caller.role);
  }

  /** The drive, if the caller may work its desk (null caller: an admin route, already guarded). */
  private async driveFor(driveId: number, caller: User | null): Promise<Event> {
    const event = await this.drives.findEvent(driveId);
    if (!event?.driveSessions) throw new NotFoundException(M.driveNotFound);
    if (caller && !this.seesEveryDrive(caller) && !(await this.desk.isStaff(driveId, caller.id))) throw new ForbiddenException(D.notAssigned);
    return event;
  }

  /** Check-in and outcomes only on a day one of the drive's sessions runs (SITE_TIME_ZONE). */
  private refuseOutsideDriveDays(event: Event): void {
    const zone = this.settings.siteTimeZone;
    const today = todayIn(zone);
    const days = event.driveSessions!.flatMap(({ start, end }) => [todayIn(zone, new Date(start)), todayIn(zone, new Date(end))]);
    if (!days.includes(today)) throw new ConflictException(D.notDriveDay);
  }

  private async refuseOpen(userId: number): Promise<void> {
    const open: Appointment | null = await this.appointments.openOf(userId);
    if (open) throw new ConflictException(D.walkInHasOpen(formatMomentIn(open.start, this.settings.siteTimeZone)));
  }
}
