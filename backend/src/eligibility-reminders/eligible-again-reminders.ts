import { driveBookingPath, ELIGIBLE_AGAIN_EMAIL, todayIn } from '@blood-donation/domain';
import { Injectable, Logger } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { ConsentRepository } from '../consents/consent.repository';
import { Database } from '../database/database.service';
import { DonorEligibility } from '../donations/donor-eligibility';
import { ReminderScheduleRepository } from '../donations/reminder-schedule.repository';
import { AppointmentRepository } from '../drives/appointment.repository';
import { DriveRepository } from '../drives/drive.repository';
import { Sweep } from '../jobs/sweep';
import { MailService } from '../mail/mail.service';
import { PushService } from '../push/push.service';
import type { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { EligibilityReminderRepository } from './eligibility-reminder.repository';

/**
 * Donors one step of the sweep handles: each costs several statements (claim, consent, open appointment, the reminder
 * and its email), so a step of SWEEP_BATCH_SIZE would hold SQLite's event loop for a quarter of a second; twenty keep
 * each step to a few tens of milliseconds, and GET /api/events/all answered between them (bench:reminders).
 */
const REMINDER_BATCH_SIZE = 20;

/** Where a reminder points: the booking page of a drive, or the events page. */
interface ReminderLink {
  /** A path on the public site: /drives/{id}/book or /events. */
  path: string;
  driveName: string | null;
}

/**
 * The eligible-again job (issue 24 point 1): at every start and every REMINDER_SWEEP_MINUTES, emails each donor whose
 * 'eligibility-reminders' consent stands on the day they may give again (SITE_TIME_ZONE), with a link to book at the
 * next drive with free places in their city, else to /events. Due donors come from reminder_schedule by its
 * (dueOn, userId) index, in bounded batches, each one transaction: the row is claimed (conditional UPDATE), the donor
 * re-judged by DonorEligibility (a stale row never sends a wrong email), a donor with an open appointment skipped, and
 * the reminder recorded by its (userId, eligibleOn) key with the email queued beside it: one per period, whatever
 * restarts or instances. Logs counts only.
 */
@Injectable()
export class EligibleAgainReminders extends Sweep {
  /** Rows the last run read from reminder_schedule (the benchmark's rows scanned). */
  lastRun = { scanned: 0, sent: 0 };

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly schedule: ReminderScheduleRepository,
    private readonly sent: EligibilityReminderRepository,
    private readonly consents: ConsentRepository,
    private readonly eligibility: DonorEligibility,
    private readonly appointments: AppointmentRepository,
    private readonly drives: DriveRepository,
    private readonly users: UserRepository,
    private readonly mail: MailService,
    private readonly push: PushService,
  ) {
    super(new Logger('EligibleAgainReminders'), 'The eligible-again sweep', settings.reminders.sweepMinutes * 60_000);
  }

  /** Reminds the donors due by today (as at `now`); answers how many were emailed. */
  async sweep(now = new Date()): Promise<number> {
    const today = todayIn(this.settings.siteTimeZone, now);
    const links = new Map<string, ReminderLink>();
    const started = performance.now();
    let sent = 0;
    const scanned = await this.inBatches((size) =>
      this.database.transaction(async () => {
        const due = await this.schedule.due(today, size);
        const accounts = (await Promise.all(due.map(({ userId }) => this.users.findById(userId)))).filter((account): account is User => account !== null);
        const ends = await this.eligibility.periodEndsOf(accounts);
        for (const { userId, dueOn } of due) {
          if (!(await this.schedule.claim(userId, dueOn))) continue;
          const account = accounts.find(({ id }) => id === userId);
          if (!account || !(await this.consents.stands(userId, 'eligibility-reminders'))) {
            await this.schedule.remove(userId);
            continue;
          }
          // Judged again: a row gone stale (a later donation or deferral) moves to its new day, or sends nothing.
          const end = ends.get(userId) ?? null;
          if (end === null) continue;
          if (end > today) {
            await this.schedule.set(userId, end);
            continue;
          }
          if (await this.appointments.openOf(userId)) continue;
          if (!(await this.sent.insertOrSkip(userId, end, now))) continue;
          await this.remind(account, await this.linkFor(account.availableCity, now, links));
          sent += 1;
        }
        return due.length;
      }),
      REMINDER_BATCH_SIZE,
    );
    this.lastRun = { scanned, sent };
    if (sent > 0) {
      this.mail.wake();
      this.push.wake();
    }
    // Counts only; the benchmark (npm run bench:reminders) reads this line.
    if (scanned > 0) this.logger.log(`Queued ${sent} eligible-again reminder(s): ${scanned} schedule row(s) read in ${Math.round(performance.now() - started)} ms`);
    return sent;
  }

  /** The one place a reminder goes out, inside the sweep's transaction: the email, and a push to the donor's devices with notifications on. */
  private async remind(account: User, link: ReminderLink): Promise<void> {
    const url = `${this.settings.mail.publicUrl}${link.path}`;
    await this.mail.queue({ to: account.email, subject: ELIGIBLE_AGAIN_EMAIL.subject, text: ELIGIBLE_AGAIN_EMAIL.text(account.username, url, link.driveName) });
    await this.push.notify(account.id, 'reminders', { title: ELIGIBLE_AGAIN_EMAIL.subject, body: ELIGIBLE_AGAIN_EMAIL.pushBody(link.driveName), url: link.path });
  }

  /** The booking page of the next drive with free places in `city`, else /events; one look per city and run. */
  private async linkFor(city: string | null, now: Date, cache: Map<string, ReminderLink>): Promise<ReminderLink> {
    const key = (city ?? '').trim().toLowerCase();
    if (!key) return { path: '/events', driveName: null };
    if (!cache.has(key)) {
      const drive = await this.drives.nextWithFreePlaces(key, now);
      cache.set(key, drive ? { path: driveBookingPath(drive.id), driveName: drive.name } : { path: '/events', driveName: null });
    }
    return cache.get(key)!;
  }
}
