import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { AuditEntryRecord } from './audit-entry.entity';

/** The audit_log table: entries are only ever added. */
@Injectable()
export class AuditEntryRepository {
  constructor(private readonly database: Database) {}

  async insert(entry: Omit<AuditEntryRecord, 'id'>): Promise<void> {
    await this.database.manager.createQueryBuilder().insert().into(AuditEntryRecord).values(entry).execute();
  }
}
