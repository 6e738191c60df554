import ContactMailIcon from '@mui/icons-material/ContactMail';
import { lazyScreen } from '../layout/lazyScreen';
import { listAtResourcePath } from '../layout/listAtResourcePath';

/** Contacts: 'All Contacts' at /contacts; reply and delete are dialogs. */
export default {
  list: listAtResourcePath(lazyScreen(() => import('./ContactList'), 'ContactList')),
  icon: ContactMailIcon,
  recordRepresentation: 'name',
};
