import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentRecordsModule } from '../consents/consent-records.module';
import { MailModule } from '../mail/mail.module';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

/** The home page's newsletter sign-up, welcome email and unsubscribe link. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriber]), MailModule, ConsentRecordsModule],
  controllers: [NewsletterController],
  providers: [NewsletterService],
  exports: [NewsletterService],
})
export class NewsletterModule {}
