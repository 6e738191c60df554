import { StepUp } from '../access/access.decorators';
import { ApiTags } from '@nestjs/swagger';
import { AdminRecordEndpoints } from '../lists/admin-list-endpoints';
import { AUDIT_LOG_LIST } from './audit-log-list';

/**
 * GET /api/admin/audit-log and one entry: the superAdmin's read of the audit log. Nothing here (or anywhere) changes
 * an entry, and no CSV file exports them. Reading it is a dangerous action: a recent second-factor check first.
 */
@ApiTags('Admin: audit log')
@StepUp()
export class AuditLogController extends AdminRecordEndpoints(AUDIT_LOG_LIST, 'audit-log') {}
