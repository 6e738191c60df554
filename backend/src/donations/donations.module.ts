import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentsModule } from '../consents/consents.module';
import { EventsModule } from '../events/events.module';
import { UsersModule } from '../users/users.module';
import { AdminDonationsController } from './admin-donations.controller';
import { Donation } from './donation.entity';
import { DonationRepository } from './donation.repository';
import { DonationsController } from './donations.controller';
import { DonationsService } from './donations.service';
import { DonorEligibility } from './donor-eligibility';
import { MilestonesController } from './milestones.controller';
import { ReminderSchedule } from './reminder-schedule.entity';
import { ReminderScheduleRepository } from './reminder-schedule.repository';
import { ReminderScheduler } from './reminder-scheduler';

/** Donations: donors record and list their own, admins record walk-in donors and list all; when a donor may give again. */
@Module({
  imports: [TypeOrmModule.forFeature([Donation, ReminderSchedule]), ConsentsModule, EventsModule, UsersModule],
  controllers: [DonationsController, AdminDonationsController, MilestonesController],
  providers: [DonationsService, DonationRepository, DonorEligibility, ReminderScheduleRepository, ReminderScheduler],
  exports: [DonorEligibility, DonationRepository, ReminderScheduleRepository, ReminderScheduler],
})
export class DonationsModule {}
