import EventIcon from '@mui/icons-material/Event';
import { EventCreate } from './EventCreate';
import { EventList } from './EventList';
import { EventManagement } from './EventManagement';

export { CREATE_EVENT_PATH, EVENT_MANAGEMENT_PATH, MANAGE_EVENTS_PATH } from './paths';

/** Events: /event-management (the two cards), /create-event and /manage-events, routed in App as custom routes. */
export default {
  list: EventList,
  create: EventCreate,
  management: EventManagement,
  icon: EventIcon,
};
