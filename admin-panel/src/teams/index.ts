import GroupsIcon from '@mui/icons-material/Groups';
import { TeamList } from './TeamList';

export { TEAMS_PATH } from './paths';

/** Teams: the board members at /teams (a custom route, so /teams/unknown stays 404); add and edit are dialogs. */
export default {
  list: TeamList,
  icon: GroupsIcon,
};
