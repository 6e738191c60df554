import BloodtypeIcon from '@mui/icons-material/Bloodtype';
import type { AdminPath } from '../destinations';
import { lazyScreen } from '../layout/lazyScreen';
import { listAtResourcePath } from '../layout/listAtResourcePath';

/** Add Donor creates a donorlist record at the spec's /addDonors (a custom route, not /donorlist/create). */
export const ADD_DONOR_PATH: AdminPath = '/addDonors';
export const AddDonor = lazyScreen(() => import('./AddDonor'), 'AddDonor');

/** Donors: the list at /donorlist. */
export default {
  list: listAtResourcePath(lazyScreen(() => import('./DonorList'), 'DonorList')),
  icon: BloodtypeIcon,
  recordRepresentation: 'name',
};
