import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazyScreen } from '../layout/lazyScreen';

export { VOLUNTEERS_PATH } from './paths';

/** Volunteers: the list at /volunteers (a custom route, so unknown paths below it stay 404). */
export default {
  list: lazyScreen(() => import('./VolunteerList'), 'VolunteerList'),
  icon: VolunteerActivismIcon,
};
