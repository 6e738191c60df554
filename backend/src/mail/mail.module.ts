import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailService } from './mail.service';
import { OutboxEmail } from './outbox-email.entity';
import { OutboxWorker } from './outbox-worker';
import { OutboxRepository } from './outbox.repository';

/**
 * Outgoing email: MailService stores each email in the outbox_emails table with the change that causes it, and
 * the OutboxWorker (one per process, started with the app) delivers them through SMTP_URL.
 * Imported by several feature modules, it is still one module instance: one worker per process.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEmail])],
  providers: [MailService, OutboxRepository, OutboxWorker],
  exports: [MailService],
})
export class MailModule {}
