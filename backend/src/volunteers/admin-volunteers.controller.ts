import { ApiTags } from '@nestjs/swagger';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { VOLUNTEER_LIST } from './volunteer-list';

/** GET /api/admin/volunteers, its CSV export (admins only) and one sign-up. */
@ApiTags('Admin: volunteers')
export class AdminVolunteersController extends AdminListEndpoints(VOLUNTEER_LIST, 'volunteers') {}
