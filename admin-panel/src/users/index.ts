import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../layout/lazyScreen';
import { listAtResourcePath } from '../layout/listAtResourcePath';

/** Users: the list at /users; role changes, deletion and a superAdmin's two-factor reset are dialogs. */
export default {
  list: listAtResourcePath(lazyScreen(() => import('./UserList'), 'UserList')),
  icon: PeopleIcon,
  recordRepresentation: 'username',
};
