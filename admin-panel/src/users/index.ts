import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../layout/lazyScreen';

export default {
  list: lazyScreen(() => import('./UserList'), 'UserList'),
  icon: PeopleIcon,
  recordRepresentation: 'username',
};
