import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentsModule } from '../consents/consents.module';
import { MailModule } from '../mail/mail.module';
import { PushModule } from '../push/push.module';
import { AdminDonationJourneyController } from './admin-donation-journey.controller';
import { DonationJourneyController } from './donation-journey.controller';
import { DonationJourney, DonationJourneyNotice } from './donation-journey.entity';
import { DonationJourneyRepository } from './donation-journey.repository';
import { DonationJourneyService } from './donation-journey.service';
import { Hospital } from './hospital.entity';
import { JourneyNotices } from './journey-notices';

/** What the gift did (issue 24 point 4): the hospitals list, each donation's journey, and the donor's notice of it. */
@Module({
  imports: [TypeOrmModule.forFeature([Hospital, DonationJourney, DonationJourneyNotice]), ConsentsModule, MailModule, PushModule],
  controllers: [AdminDonationJourneyController, DonationJourneyController],
  providers: [DonationJourneyService, DonationJourneyRepository, JourneyNotices],
  exports: [DonationJourneyService],
})
export class DonationJourneyModule {}
