import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { ConsentsModule } from '../consents/consents.module';
import { Donation } from '../donations/donation.entity';
import { User } from '../users/user.entity';
import { DonorAvailabilityController } from './donor-availability.controller';
import { DonorMatchingRepository } from './donor-matching.repository';
import { DonorMatchingService } from './donor-matching.service';
import { NeedBoardController } from './need-board.controller';

/** Connecting donors with patients: availability, eligibility, blood compatibility and the need board. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Donation, BloodRequest]), ConsentsModule],
  controllers: [DonorAvailabilityController, NeedBoardController],
  providers: [DonorMatchingService, DonorMatchingRepository],
  exports: [DonorMatchingService],
})
export class DonorMatchingModule {}
