import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentsModule } from '../consents/consents.module';
import { MailModule } from '../mail/mail.module';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

/** The home page's newsletter sign-up, welcome email and unsubscribe link. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriber]), MailModule, ConsentsModule],
  controllers: [NewsletterController],
  providers: [NewsletterService, NewsletterSubscriberRepository],
  exports: [NewsletterService],
})
export class NewsletterModule {}
