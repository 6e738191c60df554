import { TeamsModule } from '../teams/teams.module';
import { Module } from '@nestjs/common';
import { ConsentsModule } from '../consents/consents.module';
import { DonorMatchingModule } from '../donor-matching/donor-matching.module';
import { DrivesModule } from '../drives/drives.module';
import { PersonalDataController } from './personal-data.controller';
import { PersonalDataRepository } from './personal-data.repository';
import { PersonalDataService } from './personal-data.service';

/** A person's control over their own data: taking it out. */
@Module({
  imports: [DonorMatchingModule, ConsentsModule, DrivesModule, TeamsModule],
  controllers: [PersonalDataController],
  providers: [PersonalDataService, PersonalDataRepository],
})
export class PersonalDataModule {}
