import { DAY_MS } from '@blood-donation/domain';
import type { ListFilter } from '../lists/list-filters';
import { FilterError } from '../lists/list-filters';
import { csvFields, defineList } from '../lists/list-definition';
import { FILTERS } from '../lists/list-filters';
import { AuditEntryRecord } from './audit-entry.entity';
import { AuditEntryDto } from './dto/audit-entry.dto';


/** `from`/`to`: entries at or after (before) a moment, an ISO date-time or a date (UTC: from its start, to its end). */
const atBound = (key: 'from' | 'to', operator: '>=' | '<='): ListFilter => ({
  read: (value, name) => {
    const moment = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : null;
    if (!moment || Number.isNaN(moment.getTime())) throw new FilterError(`filter.${name} must be a date (YYYY-MM-DD) or an ISO date-time`);
    const wholeDay = key === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(value as string);
    return wholeDay ? new Date(moment.getTime() + DAY_MS - 1) : moment;
  },
  description: `${key} (entries at ${operator === '>=' ? 'or after' : 'or before'} this ISO date or date-time, UTC)`,
  apply: (builder, value, alias) => builder.andWhere(`${alias}.at ${operator} :${key}`, { [key]: value }),
});

/** The audit log: GET /api/admin/audit-log, newest first; filtered by person, action and dates. */
export const AUDIT_LOG_LIST = defineList({
  resource: 'audit-log',
  entity: AuditEntryRecord,
  table: 'audit_log',
  alias: 'entry',
  sorts: { at: 'at' },
  defaultSort: ['at', 'DESC'],
  filters: {
    actorId: FILTERS.idEquals('actorId', 'actorId', 'the account that acted'),
    action: {
      read: (value, key) => {
        if (typeof value !== 'string' || value.length > 100) throw new FilterError(`filter.${key} must be a text of at most 100 characters`);
        return value;
      },
      description: "action (exactly, e.g. 'user.role-change')",
      apply: (builder, value, alias) => builder.andWhere(`${alias}.action = :action`, { action: value }),
    },
    from: atBound('from', '>='),
    to: atBound('to', '<='),
  },
  toRow: (entry: AuditEntryRecord) => AuditEntryDto.from(entry),
  csv: csvFields<AuditEntryDto, keyof AuditEntryDto>('id', 'at', 'actorId', 'actorRole', 'action', 'recordType', 'recordId', 'fields'),
  notFound: 'Audit log entry not found',
  docs: { summary: 'One page of the audit log', rowType: AuditEntryDto, filterExample: '{"action":"user.role-change","from":"2026-11-01"}', sortExample: '["at","DESC"]' },
});
