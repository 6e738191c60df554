import { TeamsModule } from '../teams/teams.module';
import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';
import { DrivesModule } from '../drives/drives.module';
import { AccountErasureRepository } from './account-erasure.repository';
import { RequestErasureRepository } from './request-erasure.repository';

/** A person leaving: 'Delete my account' erases their personal data and keeps anonymous rows for the counts. */
@Module({
  imports: [UsersModule, MailModule, DrivesModule, TeamsModule],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService, AccountDeletionRepository, AccountErasureRepository, RequestErasureRepository],
})
export class AccountDeletionModule {}
