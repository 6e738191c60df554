import { Module } from '@nestjs/common';
import { RetentionSchedule } from './retention-schedule';
import { RetentionService } from './retention.service';

/** Erases old contact messages, outbox emails, sessions and reset links (RETENTION_DAYS) on a schedule. */
@Module({ providers: [RetentionService, RetentionSchedule], exports: [RetentionService] })
export class RetentionModule {}
