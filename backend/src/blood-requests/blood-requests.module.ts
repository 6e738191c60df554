import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DonorAsksModule } from '../donor-asks/donor-asks.module';
import { BloodRequest } from './blood-request.entity';
import { AdminBloodRequestsController } from './admin-blood-requests.controller';
import { BloodRequestsController } from './blood-requests.controller';
import { BloodRequestsService } from './blood-requests.service';
import { BloodRequestExpiry } from './blood-request-expiry';
import { OverdueRequestsRepository } from './overdue-requests.repository';

/**
 * Blood requests: donors make and delete their own, admins list, approve (which starts the search for donors), reject
 * and delete any; they end Fulfilled, Cancelled or Expired (the expiry job), and the donors who said yes are thanked.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BloodRequest]), DonorAsksModule],
  controllers: [BloodRequestsController, AdminBloodRequestsController],
  providers: [BloodRequestsService, BloodRequestExpiry, OverdueRequestsRepository],
  exports: [BloodRequestsService],
})
export class BloodRequestsModule {}
