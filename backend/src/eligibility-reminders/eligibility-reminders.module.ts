import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentsModule } from '../consents/consents.module';
import { DonationsModule } from '../donations/donations.module';
import { DrivesModule } from '../drives/drives.module';
import { MailModule } from '../mail/mail.module';
import { PushModule } from '../push/push.module';
import { UsersModule } from '../users/users.module';
import { EligibilityReminder } from './eligibility-reminder.entity';
import { EligibilityReminderRepository } from './eligibility-reminder.repository';
import { EligibleAgainReminders } from './eligible-again-reminders';

/** Eligible-again reminders: the job, and the reminders sent (account export and deletion read them). */
@Module({
  imports: [TypeOrmModule.forFeature([EligibilityReminder]), ConsentsModule, DonationsModule, DrivesModule, MailModule, PushModule, UsersModule],
  providers: [EligibleAgainReminders, EligibilityReminderRepository],
  exports: [EligibleAgainReminders, EligibilityReminderRepository],
})
export class EligibilityRemindersModule {}
