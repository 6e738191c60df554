import { Module } from '@nestjs/common';
import { DonationsModule } from '../donations/donations.module';
import { ConsentsModule } from '../consents/consents.module';
import { DonorMatchingModule } from '../donor-matching/donor-matching.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { UsersModule } from '../users/users.module';
import { ConsentsController } from './own-consents.controller';
import { OwnConsentsService } from './own-consents.service';

/**
 * A person's consents: GET /api/user/consents, giving the recorded ones and withdrawing any. Withdrawing acts through the features that took
 * the consent (matching, newsletter), so this module sits above them; they record consents through ConsentsModule.
 */
@Module({
  imports: [ConsentsModule, DonationsModule, DonorMatchingModule, NewsletterModule, UsersModule],
  controllers: [ConsentsController],
  providers: [OwnConsentsService],
})
export class OwnConsentsModule {}
