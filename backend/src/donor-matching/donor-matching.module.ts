import { Module } from '@nestjs/common';
import { ConsentRecordsModule } from '../consents/consent-records.module';
import { DonorAvailabilityController } from './donor-availability.controller';
import { DonorMatchingRepository } from './donor-matching.repository';
import { DonorMatchingService } from './donor-matching.service';
import { NeedBoardController } from './need-board.controller';

/** Connecting donors with patients: availability, eligibility, blood compatibility and the need board. */
@Module({
  imports: [ConsentRecordsModule],
  controllers: [DonorAvailabilityController, NeedBoardController],
  providers: [DonorMatchingService, DonorMatchingRepository],
  exports: [DonorMatchingService],
})
export class DonorMatchingModule {}
