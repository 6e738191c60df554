import { Injectable } from '@nestjs/common';
import { APPOINTMENT_EMAILS as T, DONATION_PREPARATION, DRIVE_MESSAGES, appointmentLinkPath, formatMomentIn } from '@blood-donation/domain';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import type { Event } from '../events/event.entity';
import { MailService } from '../mail/mail.service';
import type { Appointment } from './appointment.entity';
import { appointmentCalendar, appointmentUid } from './appointment-calendar';
import { AppointmentLinkSigner } from './appointment-links';

/** Which email an appointment gets. */
export type AppointmentEmail = 'confirmed' | 'moved' | 'reminder' | 'cancelled' | 'cancelled-by-organiser';

const SUBJECTS: Record<AppointmentEmail, string> = {
  confirmed: T.confirmedSubject,
  moved: T.movedSubject,
  reminder: T.reminderSubject,
  cancelled: T.cancelledSubject,
  'cancelled-by-organiser': DRIVE_MESSAGES.cancelledByOrganiserSubject,
};
const OPENINGS: Record<AppointmentEmail, string> = {
  confirmed: T.confirmedOpening,
  moved: T.movedOpening,
  reminder: T.reminderOpening,
  cancelled: T.cancelledOpening,
  'cancelled-by-organiser': T.cancelledByOrganiserOpening,
};

/** 'Name <address>' or a bare address, as MAIL_FROM may be written. */
function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || match[2], email: match[2] } : { name: from, email: from };
}

/**
 * Queues the emails about an appointment, in the caller's transaction: a confirmation (booked or moved) with an .ics
 * METHOD:REQUEST, a reminder, a cancellation with METHOD:CANCEL. Times are shown in SITE_TIME_ZONE; the confirmation and
 * reminder carry the change-or-cancel link for the appointment's current link version, and what to bring and how to
 * prepare. The caller calls MailService.wake() once its transaction has committed.
 */
@Injectable()
export class AppointmentMailer {
  readonly links: AppointmentLinkSigner;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly mail: MailService,
  ) {
    this.links = new AppointmentLinkSigner(settings.jwtSecret);
  }

  async queue(which: AppointmentEmail, appointment: Appointment, to: string, drive: Pick<Event, 'name' | 'location'>): Promise<void> {
    const { siteTimeZone: zone, mail } = this.settings;
    const cancelling = which === 'cancelled' || which === 'cancelled-by-organiser';
    const link = `${mail.publicUrl}${appointmentLinkPath(this.links.token({ id: appointment.id, version: appointment.linkVersion }))}`;
    const extra = cancelling ? [] : [T.prepareHeading, ...DONATION_PREPARATION.map((line) => `- ${line}`), '', T.manageLine(link)];
    const when = `${formatMomentIn(appointment.start, zone)} to ${formatMomentIn(appointment.end, zone)}`;
    const text = T.text(OPENINGS[which], drive.name, drive.location, when, extra);
    const attachment =
      which === 'reminder'
        ? null
        : appointmentCalendar(
            {
              uid: appointmentUid(appointment.id, mail.publicUrl),
              sequence: appointment.linkVersion,
              start: appointment.start,
              end: appointment.end,
              drive: drive.name,
              place: drive.location,
              description: cancelling ? OPENINGS[which] : DONATION_PREPARATION.join(' '),
              organizer: organizerOf(mail.from),
              attendee: to,
            },
            cancelling ? 'cancel' : 'request',
            zone,
          );
    await this.mail.queue({ to, subject: SUBJECTS[which], text, kind: 'appointment', aboutId: appointment.id, attachment });
  }

  wake(): void {
    this.mail.wake();
  }
}
