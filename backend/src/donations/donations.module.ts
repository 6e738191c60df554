import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { UsersModule } from '../users/users.module';
import { AdminDonationsController } from './admin-donations.controller';
import { Donation } from './donation.entity';
import { DonationRepository } from './donation.repository';
import { DonationsController } from './donations.controller';
import { DonationsService } from './donations.service';
import { DonorEligibility } from './donor-eligibility';

/** Donations: donors record and list their own, admins record walk-in donors and list all; when a donor may give again. */
@Module({
  imports: [TypeOrmModule.forFeature([Donation]), EventsModule, UsersModule],
  controllers: [DonationsController, AdminDonationsController],
  providers: [DonationsService, DonationRepository, DonorEligibility],
  exports: [DonorEligibility, DonationRepository],
})
export class DonationsModule {}
