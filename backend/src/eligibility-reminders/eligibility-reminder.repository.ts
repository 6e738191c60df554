import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { EligibilityReminder } from './eligibility-reminder.entity';

/** The eligibility_reminders table: the eligible-again reminders sent. */
@Injectable()
export class EligibilityReminderRepository {
  constructor(private readonly database: Database) {}

  /** Records the reminder unless one was already sent for that period; answers whether this call recorded it. */
  async insertOrSkip(userId: number, eligibleOn: string, sentAt: Date): Promise<boolean> {
    if (await this.database.manager.exists(EligibilityReminder, { where: { userId, eligibleOn } })) return false;
    try {
      await this.database.manager.insert(EligibilityReminder, { userId, eligibleOn, sentAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** The account's reminders, oldest first (account export). */
  ofAccount(userId: number): Promise<EligibilityReminder[]> {
    return this.database.manager.find(EligibilityReminder, { where: { userId }, order: { eligibleOn: 'ASC' } });
  }

  async removeOf(userId: number): Promise<void> {
    await this.database.manager.delete(EligibilityReminder, { userId });
  }
}
