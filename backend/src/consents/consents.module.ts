import { Module } from '@nestjs/common';
import { DonorMatchingModule } from '../donor-matching/donor-matching.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { ConsentRecordsModule } from './consent-records.module';
import { ConsentsController } from './consents.controller';
import { ConsentsService } from './consents.service';

/** A person's consents: GET /api/user/consents and withdrawing one. */
@Module({
  imports: [ConsentRecordsModule, DonorMatchingModule, NewsletterModule],
  controllers: [ConsentsController],
  providers: [ConsentsService],
  exports: [ConsentsService],
})
export class ConsentsModule {}
