import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { EmailChange } from './email-change.entity';
import { EmailChangeService } from './email-change.service';
import { ProfileController } from './profile.controller';
import { ProfileRepository } from './profile.repository';
import { ProfileService } from './profile.service';

/** The donor's own profile (GET/PUT /api/user/me) and the change of their email address by a confirmed link. */
@Module({
  imports: [TypeOrmModule.forFeature([EmailChange]), UsersModule, MailModule],
  controllers: [ProfileController],
  providers: [ProfileService, EmailChangeService, ProfileRepository],
})
export class ProfileModule {}
