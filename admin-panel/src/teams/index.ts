import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreen } from '../layout/lazyScreen';

export { TEAMS_PATH } from './paths';

/** Teams: the board members at /teams (a custom route, so /teams/unknown stays 404); add and edit are dialogs. */
export default {
  list: lazyScreen(() => import('./TeamList'), 'TeamList'),
  icon: GroupsIcon,
};
