import EventIcon from '@mui/icons-material/Event';
import { lazyScreen } from '../layout/lazyScreen';

export { CREATE_EVENT_PATH, EVENT_MANAGEMENT_PATH, MANAGE_EVENTS_PATH } from './paths';

/** Events: /event-management (the two cards), /create-event and /manage-events, routed in App as custom routes. */
export default {
  list: lazyScreen(() => import('./EventList'), 'EventList'),
  create: lazyScreen(() => import('./EventCreate'), 'EventCreate'),
  management: lazyScreen(() => import('./EventManagement'), 'EventManagement'),
  icon: EventIcon,
};
