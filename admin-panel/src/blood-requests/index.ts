import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../layout/lazyScreen';

export default {
  list: lazyScreen(() => import('./BloodRequestList'), 'BloodRequestList'),
  icon: HistoryIcon,
  recordRepresentation: 'name',
};
