import { Injectable } from '@nestjs/common';
import { ListReader } from '../lists/list-reader';
import type { ListQuery } from '../lists/list-query';
import { AuditEntryRecord } from './audit-entry.entity';
import { AuditEntryRepository } from './audit-entry.repository';
import { AUDIT_LOG_LIST } from './audit-log-list';
import type { AuditEntryDto } from './dto/audit-entry.dto';

/** What an entry says; `at` and the id are the log's own. */
export type NewAuditEntry = Omit<AuditEntryRecord, 'id' | 'at' | 'fields'> & { fields: readonly string[] };

/**
 * The audit log: append-only for the application. It can add an entry and read pages of them; there is no
 * method (and no route) that changes or removes one.
 */
@Injectable()
export class AuditLog {
  constructor(
    private readonly entries: AuditEntryRepository,
    private readonly reader: ListReader,
  ) {}

  async record(entry: NewAuditEntry): Promise<void> {
    await this.entries.insert({ ...entry, fields: entry.fields.join(','), at: new Date() });
  }

  page(query: ListQuery): Promise<{ rows: AuditEntryDto[]; total: number }> {
    return this.reader.page(AUDIT_LOG_LIST, query);
  }
}
