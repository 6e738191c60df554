import { Module } from '@nestjs/common';
import { RetainedRecordsRepository } from './retained-records.repository';
import { RetentionService } from './retention.service';

/** Erases old contact messages, outbox emails, sessions and reset links (RETENTION_DAYS) on a schedule. */
@Module({ providers: [RetentionService, RetainedRecordsRepository], exports: [RetentionService] })
export class RetentionModule {}
