import HistoryIcon from '@mui/icons-material/History';
import { BloodRequestList } from './BloodRequestList';

export default {
  list: BloodRequestList,
  icon: HistoryIcon,
  recordRepresentation: 'name',
};
