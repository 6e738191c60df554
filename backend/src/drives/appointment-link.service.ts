import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { DRIVE_MESSAGES as M, type AppointmentByLink } from '@blood-donation/domain';
import { Database } from '../database/database.service';
import { UserRepository } from '../users/user.repository';
import type { Appointment } from './appointment.entity';
import { AppointmentMailer } from './appointment-mailer';
import { AppointmentRepository } from './appointment.repository';
import type { AppointmentLink } from './appointment-links';
import { appointmentRecordOf, BookingService } from './booking.service';
import { DriveRepository } from './drive.repository';

/**
 * The change-or-cancel links of appointment emails, used without logging in. A token the server did not sign
 * (malformed, altered, or naming another appointment than it was made for) is 404; a signed one that was used, whose
 * appointment has started or is no longer booked, or was replaced by a newer email's link, is 410. Using one (a move
 * or a cancellation) moves the appointment's link version on by a conditional UPDATE in the change's transaction,
 * so of requests racing with one link exactly one succeeds and the others get 410.
 */
@Injectable()
export class AppointmentLinkService {
  constructor(
    private readonly database: Database,
    private readonly appointments: AppointmentRepository,
    private readonly drives: DriveRepository,
    private readonly users: UserRepository,
    private readonly booking: BookingService,
    private readonly mailer: AppointmentMailer,
  ) {}

  async show(token: string): Promise<AppointmentByLink> {
    const { appointment } = await this.usable(token);
    const event = await this.drives.findEvent(appointment.eventId);
    return { ...appointmentRecordOf(appointment), driveName: event?.name ?? '', place: event?.location ?? '' };
  }

  /** Moves the appointment to another slot of its drive; the new confirmation carries a new link. */
  async move(token: string, slotStart: Date): Promise<AppointmentByLink> {
    const { link, appointment, donor } = await this.usable(token);
    const target = await this.booking.bookableSlot(appointment.eventId, slotStart, donor);
    // Its own time: nothing changes, and the link stays usable.
    if (target.slot.id === appointment.slotId) return { ...appointmentRecordOf(appointment), driveName: target.event.name, place: target.event.location };
    const moved = await this.database.transaction(async () => {
      await this.use(link);
      const locked = await this.appointments.locked(link.id);
      return this.booking.relocate(locked!, target, donor.email);
    });
    this.mailer.wake();
    return { ...appointmentRecordOf(moved), driveName: target.event.name, place: target.event.location };
  }

  async cancel(token: string): Promise<AppointmentByLink> {
    const { link, donor } = await this.usable(token);
    const cancelled = await this.database.transaction(async () => {
      await this.use(link);
      const locked = await this.appointments.locked(link.id);
      return this.booking.release(locked!, donor.email);
    });
    this.mailer.wake();
    const event = await this.drives.findEvent(cancelled.eventId);
    return { ...appointmentRecordOf(cancelled), driveName: event?.name ?? '', place: event?.location ?? '' };
  }

  /** The link's appointment and donor, if the link may still be used now. */
  private async usable(token: string) {
    const link = this.mailer.links.read(token);
    if (!link) throw new NotFoundException(M.linkInvalid);
    const appointment = await this.appointments.findById(link.id);
    if (!appointment || !this.isUsable(appointment, link)) throw new GoneException(M.linkGone);
    const donor = appointment.userId ? await this.users.findById(appointment.userId) : null;
    if (!donor) throw new GoneException(M.linkGone);
    return { link, appointment, donor };
  }

  private isUsable(appointment: Appointment, { version }: AppointmentLink): boolean {
    return appointment.linkVersion === version && appointment.status === 'booked' && appointment.start > new Date();
  }

  /** 410 unless this request is the one that uses the link. */
  private async use({ id, version }: AppointmentLink): Promise<void> {
    if (!(await this.appointments.useLink(id, version, new Date()))) throw new GoneException(M.linkGone);
  }
}
