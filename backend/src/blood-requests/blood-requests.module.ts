import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BloodRequest } from './blood-request.entity';
import { AdminBloodRequestsController } from './admin-blood-requests.controller';
import { BloodRequestAnnouncer } from './blood-request-events';
import { BloodRequestsController } from './blood-requests.controller';
import { BloodRequestsRepository } from './blood-requests.repository';
import { BloodRequestsService } from './blood-requests.service';
import { BloodRequestExpiry } from './blood-request-expiry';
import { OverdueRequestsRepository } from './overdue-requests.repository';

/**
 * Blood requests: donors make and delete their own, admins list, approve (which starts the search for donors), reject
 * and delete any; they end Fulfilled, Cancelled or Expired (the expiry job), and the donors who said yes are thanked.
 * Approval and closing are announced as events (blood-request-events.ts) for donor-asks, which this folder never imports.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BloodRequest])],
  controllers: [BloodRequestsController, AdminBloodRequestsController],
  providers: [BloodRequestsService, BloodRequestsRepository, BloodRequestAnnouncer, BloodRequestExpiry, OverdueRequestsRepository],
  exports: [BloodRequestsService, BloodRequestAnnouncer],
})
export class BloodRequestsModule {
  /** With the module that provides SearchProgressReader (donor-asks): the app composes the two. */
  static withSearchProgressFrom(searchProgress: Type): DynamicModule {
    return { module: BloodRequestsModule, imports: [TypeOrmModule.forFeature([BloodRequest]), searchProgress] };
  }
}
