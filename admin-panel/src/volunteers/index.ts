import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { VolunteerList } from './VolunteerList';

export { VOLUNTEERS_PATH } from './paths';

/** Volunteers: the list at /volunteers (a custom route, so unknown paths below it stay 404). */
export default {
  list: VolunteerList,
  icon: VolunteerActivismIcon,
};
