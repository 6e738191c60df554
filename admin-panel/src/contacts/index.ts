import ContactMailIcon from '@mui/icons-material/ContactMail';
import { ContactList } from './ContactList';

export { CONTACTS_PATH } from './paths';

/** Contacts: 'All Contacts' at /contacts (a custom route, so unknown paths below it stay 404). */
export default {
  list: ContactList,
  icon: ContactMailIcon,
};
