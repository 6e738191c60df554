import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DRIVE_MESSAGES as M, EVENT_API_MESSAGES, type DriveSessionInput } from '@blood-donation/domain';
import { Database } from '../database/database.service';
import { EventRecordDto } from '../events/dto/event-record.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { Event } from '../events/event.entity';
import { AppointmentMailer } from './appointment-mailer';
import { AppointmentRepository } from './appointment.repository';
import { DriveRepository } from './drive.repository';
import { sessionRecordsOf, slotsOf, type SlotPlan } from './drive-slots';
import { WaitlistService } from './waitlist.service';

/**
 * An admin makes an event a drive, changes its sessions, or makes it a plain event again. A change that would cancel
 * booked appointments is refused (409 naming how many) unless confirmed; then they are cancelled and their donors
 * emailed through the outbox, in the same transaction; chairs the change frees go to the drive's waitlist.
 */
@Injectable()
export class DriveAdminService {
  constructor(
    private readonly database: Database,
    private readonly drives: DriveRepository,
    private readonly appointments: AppointmentRepository,
    private readonly mailer: AppointmentMailer,
    private readonly waitlist: WaitlistService,
  ) {}

  async setSessions(eventId: number, sessions: DriveSessionInput[], confirm: boolean): Promise<EventRecordDto> {
    const now = Date.now();
    const ended = sessions.findIndex((session) => session.end.getTime() <= now);
    if (ended >= 0) throw new ValidationFailedException({ [`sessions.${ended}.end`]: [M.sessionMustEnd] });
    return this.change(eventId, slotsOf(sessions), sessionRecordsOf(sessions), confirm);
  }

  clear(eventId: number, confirm: boolean): Promise<EventRecordDto> {
    return this.change(eventId, [], null, confirm);
  }

  private async change(eventId: number, plans: SlotPlan[], sessions: ReturnType<typeof sessionRecordsOf> | null, confirm: boolean): Promise<EventRecordDto> {
    const event = await this.database.transaction(async () => {
      // The slots first, then the event: the order a booking locks them in.
      const slots = await this.drives.slotsOf(eventId, true);
      const found = await this.drives.findEvent(eventId);
      if (!found) throw new NotFoundException(EVENT_API_MESSAGES.notFound);
      const planned = new Map(plans.map((plan) => [plan.start.getTime(), plan]));
      const kept: { slot: (typeof slots)[number]; chairs: number; booked: number }[] = [];
      const cancelled: number[] = [];
      for (const slot of slots) {
        const plan = planned.get(slot.start.getTime());
        const chairs = plan && plan.end.getTime() === slot.end.getTime() ? plan.chairs : 0;
        const excess = Math.max(0, slot.booked - chairs);
        const going = excess ? (await this.appointments.bookedIn(slot.id)).slice(0, excess).map(({ id }) => id) : [];
        cancelled.push(...going);
        if (chairs) {
          kept.push({ slot, chairs, booked: slot.booked - going.length });
          planned.delete(slot.start.getTime());
        }
      }
      if (cancelled.length && !confirm) throw new ConflictException(M.wouldCancel(cancelled.length));
      await this.cancelAndTell(cancelled, found);
      await this.drives.replaceSlots(eventId, kept, [...planned.values()]);
      const capacity = plans.reduce((sum, plan) => sum + plan.chairs, 0);
      const changed = await this.drives.setDrive(eventId, sessions, capacity, sessions ? await this.appointments.countBooked(eventId) : 0);
      await this.waitlist.afterSlotsChanged(eventId);
      return changed;
    });
    this.mailer.wake();
    return EventRecordDto.from(event);
  }

  /** Cancels the appointments and queues each donor's cancellation (with its METHOD:CANCEL .ics). */
  private async cancelAndTell(ids: number[], event: Event): Promise<void> {
    await this.appointments.setStatus(ids, 'cancelled');
    for (const appointment of await this.appointments.withDonors(ids)) {
      if (appointment.user) await this.mailer.queue('cancelled-by-organiser', appointment, appointment.user.email, event);
    }
  }
}
