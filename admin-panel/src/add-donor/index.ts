import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { AdminPath } from '../destinations';
import { lazyScreen } from '../layout/lazyScreen';

/** Add Donor is a custom route, not a react-admin resource page. */
export const ADD_DONOR_PATH: AdminPath = '/addDonors';

export default {
  create: lazyScreen(() => import('./AddDonor'), 'AddDonor'),
  icon: PersonAddIcon,
};
