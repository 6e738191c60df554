import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { lazyScreen } from '../layout/lazyScreen';
import { listAtResourcePath } from '../layout/listAtResourcePath';

/** The audit log at /audit-log: read only, for a superAdmin. */
export default {
  list: listAtResourcePath(lazyScreen(() => import('./AuditLogList'), 'AuditLogList')),
  icon: ManageHistoryIcon,
};
