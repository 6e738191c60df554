import { Delete } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { MessageDto } from '../common/message.dto';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { IdParam } from '../validation/id-param';
import { ApiVolunteerDelete } from './volunteer-delete.docs';
import { VOLUNTEER_LIST } from './volunteer-list';
import { VolunteersService } from './volunteers.service';

/** GET /api/admin/volunteers, its CSV export (admins only), one sign-up, and deleting one (as DELETE /api/volunteers/{id}). */
@ApiTags('Admin: volunteers')
export class AdminVolunteersController extends AdminListEndpoints(VOLUNTEER_LIST, 'volunteers') {
  constructor(private readonly volunteers: VolunteersService) {
    super();
  }

  @Allowed('volunteers', 'delete')
  @Delete(`${VOLUNTEER_LIST.resource}/:id`)
  @ApiVolunteerDelete()
  remove(@IdParam() id: number): Promise<MessageDto> {
    return this.volunteers.remove(id);
  }
}
