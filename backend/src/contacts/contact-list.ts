import { csvFields, defineList } from '../lists/list-definition';
import { FILTERS } from '../lists/list-filters';
import { Contact } from './contact.entity';
import { CONTACT_API_MESSAGES } from './contacts.messages';
import { AdminContactRecordDto } from './dto/admin-contact-record.dto';

/** Contact messages: GET /api/admin/contacts (and its export) and /api/admin/contact-us/all. */
export const CONTACT_LIST = defineList({
  resource: 'contacts',
  entity: Contact,
  table: 'contacts',
  alias: 'contact',
  sorts: { name: 'name', email: 'email', subject: 'subject', createdAt: 'createdAt', repliedAt: 'repliedAt' },
  defaultSort: ['createdAt', 'DESC'],
  nullableSorts: ['repliedAt'],
  filters: {
    q: FILTERS.search('name, email or subject'),
    answered: FILTERS.isSet('answered', 'repliedAt', 'true: replied to (the reply queued or sent); false: not yet, or the reply failed', 'c1'),
  },
  searchWords: (contact: Contact) => [contact.name, contact.email, contact.subject],
  toRow: (contact: Contact) => AdminContactRecordDto.fromAdmin(contact),
  csv: csvFields<AdminContactRecordDto, keyof AdminContactRecordDto>('id', 'name', 'email', 'subject', 'message', 'createdAt', 'reply', 'repliedAt', 'replyStatus'),
  notFound: CONTACT_API_MESSAGES.notFound,
  docs: { summary: 'One page of contact messages', rowType: AdminContactRecordDto, filterExample: '{"q":"drive","answered":false}', sortExample: '["createdAt","DESC"]' },
});
