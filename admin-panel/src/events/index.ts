import EventIcon from '@mui/icons-material/Event';
import { lazyScreen } from '../layout/lazyScreen';

export { CREATE_EVENT_PATH, EVENT_MANAGEMENT_PATH, MANAGE_EVENTS_PATH } from './paths';

/** The events screens are at the spec's own paths (/event-management, /create-event, /manage-events): custom routes. */
export const EventManagement = lazyScreen(() => import('./EventManagement'), 'EventManagement');
export const EventCreate = lazyScreen(() => import('./EventCreate'), 'EventCreate');
export const EventList = lazyScreen(() => import('./EventList'), 'EventList');

/** Events: a resource without pages of its own under /events. */
export default {
  icon: EventIcon,
  recordRepresentation: 'name',
};
