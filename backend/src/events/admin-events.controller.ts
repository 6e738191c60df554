import { ApiTags } from '@nestjs/swagger';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { EVENT_LIST } from './event-list';

/** GET /api/admin/events, its CSV export and one event. */
@ApiTags('Admin: events')
export class AdminEventsController extends AdminListEndpoints(EVENT_LIST, 'events') {}
