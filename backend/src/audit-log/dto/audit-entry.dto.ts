import { auditEntrySchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { AuditEntryRecord } from '../audit-entry.entity';

/** One audit log entry as GET /api/admin/audit-log returns it. */
export class AuditEntryDto extends createZodDto(auditEntrySchema) {
  static from(entry: AuditEntryRecord): AuditEntryDto {
    const { id, at, actorId, actorRole, action, recordType, recordId, fields } = entry;
    return { id, at: at.toISOString(), actorId, actorRole, action, recordType, recordId, fields: fields ? fields.split(',') : [] };
  }
}
