import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../layout/lazyScreen';
import { listAtResourcePath } from '../layout/listAtResourcePath';

/** Blood requests: the history at /bloodRequests; approve, reject, details and delete act on its rows. */
export default {
  list: listAtResourcePath(lazyScreen(() => import('./BloodRequestList'), 'BloodRequestList')),
  icon: HistoryIcon,
  recordRepresentation: 'name',
};
