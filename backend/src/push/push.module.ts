import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentsModule } from '../consents/consents.module';
import { PushConsents } from './push-consents';
import { PushMessage } from './push-message.entity';
import { PushMessagesRepository } from './push-messages.repository';
import { PushSubscription } from './push-subscription.entity';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushController } from './push.controller';
import { PushService } from './push.service';
import { PushWorker } from './push-worker';

/**
 * Web Push, opt-in per device: the devices (push_subscriptions), the pushes waiting for them (push_messages) and the
 * worker delivering those. Features that email a donor also call PushService.notify() (asks now; reminders and
 * journey news), which follows the same consent as the email.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscription, PushMessage]), ConsentsModule],
  controllers: [PushController],
  providers: [PushService, PushSubscriptionsRepository, PushMessagesRepository, PushWorker, PushConsents],
  exports: [PushService, PushSubscriptionsRepository],
})
export class PushModule {}
