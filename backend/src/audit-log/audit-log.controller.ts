import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Allowed } from '../access/access.decorators';
import { ApiListPage } from '../lists/list-docs';
import { type ListQuery, ListQueryParam, setContentRange } from '../lists/list-query';
import { AUDIT_LOG_LIST } from './audit-log-list';
import { AuditLog } from './audit-log';
import { AuditEntryDto } from './dto/audit-entry.dto';

/** GET /api/admin/audit-log: the superAdmin's read of the audit log. Nothing here (or anywhere) changes an entry. */
@ApiTags('Admin: audit log')
@Allowed('audit-log', 'read')
@Controller('admin')
export class AuditLogController {
  constructor(private readonly log: AuditLog) {}

  @Get(AUDIT_LOG_LIST.resource)
  @ApiListPage(AUDIT_LOG_LIST)
  async page(@ListQueryParam(AUDIT_LOG_LIST) query: ListQuery, @Res({ passthrough: true }) response: Response): Promise<AuditEntryDto[]> {
    const { rows, total } = await this.log.page(query);
    setContentRange(response, AUDIT_LOG_LIST.resource, query.start, rows.length, total);
    return rows;
  }
}
