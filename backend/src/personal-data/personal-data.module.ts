import { PasskeysModule } from '../passkeys/passkeys.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { TeamsModule } from '../teams/teams.module';
import { Module } from '@nestjs/common';
import { ConsentsModule } from '../consents/consents.module';
import { DonationJourneyModule } from '../donation-journey/donation-journey.module';
import { DonorMatchingModule } from '../donor-matching/donor-matching.module';
import { DonationsModule } from '../donations/donations.module';
import { DonorCardModule } from '../donor-card/donor-card.module';
import { DrivesModule } from '../drives/drives.module';
import { EligibilityRemindersModule } from '../eligibility-reminders/eligibility-reminders.module';
import { PushModule } from '../push/push.module';
import { PersonalDataController } from './personal-data.controller';
import { PersonalDataRepository } from './personal-data.repository';
import { PersonalDataService } from './personal-data.service';

/** A person's control over their own data: taking it out. */
@Module({
  imports: [DonorMatchingModule, ConsentsModule, DrivesModule, DonationsModule, DonorCardModule, PushModule, PasskeysModule, TwoFactorModule, DonationJourneyModule, TeamsModule, EligibilityRemindersModule],
  controllers: [PersonalDataController],
  providers: [PersonalDataService, PersonalDataRepository],
})
export class PersonalDataModule {}
