import { hoursAfter } from '@blood-donation/domain';
import { Injectable, Logger } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { Sweep } from '../jobs/sweep';
import { AppointmentMailer } from './appointment-mailer';
import { AppointmentRepository } from './appointment.repository';

/** A booking (or move) inside REMINDER_HOURS gets no separate reminder: it counts as reminded when made. */
export function remindedOnBooking(slot: { start: Date }, settings: Pick<Settings, 'reminders'>, now = new Date()): Date | null {
  return hoursAfter(slot.start, -settings.reminders.hours) <= now ? now : null;
}

/**
 * The reminder job: emails each booked appointment's donor REMINDER_HOURS before it (with what to bring and how to
 * prepare, and the change-or-cancel link), at every start and then every REMINDER_SWEEP_MINUTES. Each batch is one
 * transaction that marks its appointments reminded (conditional UPDATE) and queues their emails, so an appointment is
 * reminded once, whatever restarts or instances. Logs counts only.
 */
@Injectable()
export class AppointmentReminders extends Sweep {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly appointments: AppointmentRepository,
    private readonly mailer: AppointmentMailer,
  ) {
    super(new Logger('AppointmentReminders'), 'The reminder sweep', settings.reminders.sweepMinutes * 60_000);
  }

  /** Reminds the appointments starting within REMINDER_HOURS of `now`; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const until = hoursAfter(now, this.settings.reminders.hours);
    const reminded = await this.inBatches((size) =>
      this.database.transaction(async () => {
        const due = await this.appointments.remindSome(size, now, until);
        for (const appointment of due) if (appointment.user) await this.mailer.queue('reminder', appointment, appointment.user.email, appointment.event);
        return due.length;
      }),
    );
    if (reminded > 0) {
      this.mailer.wake();
      this.logger.log(`Queued ${reminded} appointment reminder(s)`);
    }
    return reminded;
  }
}
