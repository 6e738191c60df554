import { ApiTags } from '@nestjs/swagger';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { DONATION_LIST } from './donation-list';

/** GET /api/admin/donorlist, its CSV export and one donation. */
@ApiTags('Admin: donations')
export class AdminDonationsController extends AdminListEndpoints(DONATION_LIST, 'donorlist') {}
