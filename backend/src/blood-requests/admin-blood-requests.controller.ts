import { ADMIN_ROLES, BLOOD_REQUEST_STATUSES } from '@blood-donation/domain';
import { Controller, Delete, Get, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryParam, setContentRange } from '../admin-lists/admin-list-query';
import { ApiAdminList } from '../admin-lists/api-admin-list';
import { AdminCsvExport, AdminExportQueryParam, type CsvColumn, toCsv } from '../admin-lists/csv-export';
import { Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ADMIN_BLOOD_REQUESTS_SPEC, type AdminBloodRequestsQuery } from './admin-blood-requests-query';
import { BLOOD_REQUEST_MESSAGES } from './blood-requests.messages';
import { BloodRequestsService } from './blood-requests.service';
import { BloodRequestRecordDto } from './dto/blood-request-record.dto';

const REQUEST_NOT_FOUND = { type: ErrorResponseDto, description: BLOOD_REQUEST_MESSAGES.notFound };

const REQUEST_COLUMNS: CsvColumn<BloodRequestRecordDto>[] = (
  ['id', 'name', 'email', 'bloodGroup', 'units', 'mobile', 'gender', 'age', 'disease', 'status', 'message', 'createdAt', 'updatedAt'] as const
).map((key) => [key, (row) => row[key]]);

@ApiTags('Admin: blood requests')
@Roles(...ADMIN_ROLES)
@Controller('admin')
export class AdminBloodRequestsController {
  constructor(private readonly requests: BloodRequestsService) {}

  @Get('bloodRequests')
  @ApiAdminList(ADMIN_BLOOD_REQUESTS_SPEC, {
    summary: 'One page of blood requests',
    type: BloodRequestRecordDto,
    filter: `q (case-insensitive part of name, bloodGroup or mobile), status (${BLOOD_REQUEST_STATUSES.join(', ')})`,
    filterExample: '{"q":"ravi","status":"Pending"}',
    sortExample: '["name","ASC"]',
  })
  async page(
    @AdminListQueryParam(ADMIN_BLOOD_REQUESTS_SPEC) query: AdminBloodRequestsQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BloodRequestRecordDto[]> {
    const { rows, total } = await this.requests.page(query);
    setContentRange(response, ADMIN_BLOOD_REQUESTS_SPEC, query.start, rows.length, total);
    return rows;
  }

  @Get('bloodRequests/export.csv')
  @AdminCsvExport(ADMIN_BLOOD_REQUESTS_SPEC, 'q (part of name, bloodGroup or mobile), status')
  async exportCsv(@AdminExportQueryParam(ADMIN_BLOOD_REQUESTS_SPEC) query: AdminBloodRequestsQuery): Promise<string> {
    return toCsv(REQUEST_COLUMNS, await this.requests.exportAll(query));
  }

  @Get('bloodRequests/:id')
  @ApiOperation({ summary: 'One blood request' })
  @ApiIdParam('Blood request id')
  @ApiOkResponse({ type: BloodRequestRecordDto })
  @ApiNotFoundResponse(REQUEST_NOT_FOUND)
  one(@IdParam() id: number): Promise<BloodRequestRecordDto> {
    return this.requests.getForAdmin(id);
  }

  @Delete('bloodRequests/:id')
  @ApiOperation({ summary: 'Delete any blood request, whatever its status' })
  @ApiIdParam('Blood request id')
  @ApiOkResponse({ type: MessageDto, example: { message: BLOOD_REQUEST_MESSAGES.deleted } })
  @ApiNotFoundResponse(REQUEST_NOT_FOUND)
  remove(@IdParam() id: number, @CurrentUser() actor: User): Promise<MessageDto> {
    return this.requests.remove(id, actor);
  }
}
