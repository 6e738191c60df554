import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RefreshSession } from '../auth/refresh-session.entity';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { ConsentsModule } from '../consents/consents.module';
import { Donation } from '../donations/donation.entity';
import { DonorAsk } from '../donor-asks/donor-ask.entity';
import { DonorMatchingModule } from '../donor-matching/donor-matching.module';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { PersonalDataController } from './personal-data.controller';
import { PersonalDataService } from './personal-data.service';

/** A person's control over their own data: taking it out. */
@Module({
  imports: [TypeOrmModule.forFeature([Donation, BloodRequest, DonorAsk, Volunteer, NewsletterSubscriber, RefreshSession]), DonorMatchingModule, ConsentsModule],
  controllers: [PersonalDataController],
  providers: [PersonalDataService],
})
export class PersonalDataModule {}
