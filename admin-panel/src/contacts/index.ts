import ContactMailIcon from '@mui/icons-material/ContactMail';
import { lazyScreen } from '../layout/lazyScreen';

export { CONTACTS_PATH } from './paths';

/** Contacts: 'All Contacts' at /contacts (a custom route, so unknown paths below it stay 404). */
export default {
  list: lazyScreen(() => import('./ContactList'), 'ContactList'),
  icon: ContactMailIcon,
};
