import { BLOOD_REQUEST_LIST } from './blood-requests/blood-request-list';
import { CONTACT_LIST } from './contacts/contact-list';
import { DONATION_LIST } from './donations/donation-list';
import { EVENT_LIST } from './events/event-list';
import type { ListDefinition } from './lists/list-definition';
import { USER_LIST } from './users/user-list';
import { VOLUNTEER_LIST } from './volunteers/volunteer-list';

/**
 * The lists whose `q` searches words. Their tables' triggers keep search_words (migration SearchWordsByTriggers,
 * whose SEARCHED_COLUMNS name the same columns as each list's searchWords); `npm run search:rebuild` writes them
 * again from these.
 */
export const SEARCHED_LISTS: readonly ListDefinition[] = [USER_LIST, BLOOD_REQUEST_LIST, DONATION_LIST, CONTACT_LIST, EVENT_LIST, VOLUNTEER_LIST];
