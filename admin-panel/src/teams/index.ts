import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreen } from '../layout/lazyScreen';
import { listAtResourcePath } from '../layout/listAtResourcePath';

/** Teams: the board members at /teams; add and edit are dialogs. */
export default {
  list: listAtResourcePath(lazyScreen(() => import('./TeamList'), 'TeamList')),
  icon: GroupsIcon,
  recordRepresentation: 'full_name',
};
