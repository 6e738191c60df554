import BloodtypeIcon from '@mui/icons-material/Bloodtype';
import { lazyScreen } from '../layout/lazyScreen';

export default {
  list: lazyScreen(() => import('./DonorList'), 'DonorList'),
  icon: BloodtypeIcon,
  recordRepresentation: 'name',
};
