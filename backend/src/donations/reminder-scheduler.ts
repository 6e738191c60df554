import { todayIn } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { ConsentRepository } from '../consents/consent.repository';
import { UserRepository } from '../users/user.repository';
import { DonorEligibility } from './donor-eligibility';
import { ReminderScheduleRepository } from './reminder-schedule.repository';

/**
 * Keeps reminder_schedule right (issue 24 point 1): called, inside their transaction, by every change that moves when
 * a donor may give again or whether they want to hear it: a donation recorded (by the donor or at a desk), a deferral
 * at a desk, the 'eligibility-reminders' consent given or withdrawn. A donor without the consent has no row; with it,
 * the row holds the day their period ends when that day is today or later (null: nothing to announce).
 */
@Injectable()
export class ReminderScheduler {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly consents: ConsentRepository,
    private readonly eligibility: DonorEligibility,
    private readonly schedule: ReminderScheduleRepository,
    private readonly users: UserRepository,
  ) {}

  /** Recomputes the account's row. */
  async refresh(userId: number): Promise<void> {
    if (!(await this.consents.stands(userId, 'eligibility-reminders'))) return this.schedule.remove(userId);
    const account = await this.users.findById(userId);
    if (!account) return this.schedule.remove(userId);
    const end = (await this.eligibility.periodEndsOf([account])).get(userId) ?? null;
    await this.schedule.set(userId, end !== null && end >= todayIn(this.settings.siteTimeZone) ? end : null);
  }
}
