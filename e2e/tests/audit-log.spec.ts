import { filterAuditLogByAction } from './support/audit-log';
import { test } from './support/fixtures';
import { AUTH_STATE } from './support/product';

test.describe('the audit log', () => {
  test.use({ storageState: AUTH_STATE.admin });

  test('a superAdmin filters the audit log by action', ({ page, request, adminToken }) => filterAuditLogByAction(page, request, adminToken, 'cell'));
});
