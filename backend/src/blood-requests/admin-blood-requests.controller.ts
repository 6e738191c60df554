import { Controller, Delete } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { BLOOD_REQUEST_LIST } from './blood-request-list';
import { BLOOD_REQUEST_MESSAGES } from './blood-requests.messages';
import { BloodRequestsService } from './blood-requests.service';

/** GET /api/admin/bloodRequests, its CSV export, one request, and deleting any. */
@ApiTags('Admin: blood requests')
@Controller('admin')
export class AdminBloodRequestsController extends AdminListEndpoints(BLOOD_REQUEST_LIST, 'bloodRequests') {
  constructor(private readonly requests: BloodRequestsService) {
    super();
  }

  @Allowed('bloodRequests', 'delete')
  @Delete(`${BLOOD_REQUEST_LIST.resource}/:id`)
  @ApiOperation({ summary: 'Delete any blood request, whatever its status' })
  @ApiIdParam('Blood request id')
  @ApiOkResponse({ type: MessageDto, example: { message: BLOOD_REQUEST_MESSAGES.deleted } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BLOOD_REQUEST_MESSAGES.notFound })
  remove(@IdParam() id: number, @CurrentUser() actor: User): Promise<MessageDto> {
    return this.requests.remove(id, actor);
  }
}
