import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BloodRequest } from './blood-request.entity';
import { AdminBloodRequestsController } from './admin-blood-requests.controller';
import { BloodRequestsController } from './blood-requests.controller';
import { BloodRequestsService } from './blood-requests.service';
import { BloodRequestExpiry } from './blood-request-expiry';

/** Blood requests: donors make and delete their own, admins list, approve, reject and delete any; they end Fulfilled, Cancelled or Expired (the expiry job). */
@Module({
  imports: [TypeOrmModule.forFeature([BloodRequest])],
  controllers: [BloodRequestsController, AdminBloodRequestsController],
  providers: [BloodRequestsService, BloodRequestExpiry],
})
export class BloodRequestsModule {}
