import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailService } from './mail.service';
import { OutboxEmail } from './outbox-email.entity';

/** Outgoing email (SMTP_URL), with the outbox_emails table as the fallback. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEmail])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
