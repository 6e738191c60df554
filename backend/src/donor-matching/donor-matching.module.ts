import { Module } from '@nestjs/common';
import { ConsentsModule } from '../consents/consents.module';
import { DonationsModule } from '../donations/donations.module';
import { DonorAvailabilityController } from './donor-availability.controller';
import { DonorMatchingRepository } from './donor-matching.repository';
import { DonorMatchingService } from './donor-matching.service';
import { NeedBoardController } from './need-board.controller';

/** Connecting donors with patients: availability, eligibility, blood compatibility and the need board. */
@Module({
  imports: [ConsentsModule, DonationsModule],
  controllers: [DonorAvailabilityController, NeedBoardController],
  providers: [DonorMatchingService, DonorMatchingRepository],
  exports: [DonorMatchingService],
})
export class DonorMatchingModule {}
