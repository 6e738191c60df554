import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazyScreen } from '../layout/lazyScreen';
import { listAtResourcePath } from '../layout/listAtResourcePath';

/** Volunteers: the list at /volunteers; details, event and delete are dialogs. */
export default {
  list: listAtResourcePath(lazyScreen(() => import('./VolunteerList'), 'VolunteerList')),
  icon: VolunteerActivismIcon,
};
