import { Body, Controller, Delete, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { EventRecordDto } from '../events/dto/event-record.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ApiDriveChangeConflict } from './drive.docs';
import { DriveAdminService } from './drive-admin.service';
import { DriveSessionsDto } from './dto/drive.dto';

@ApiTags('Admin: events')
@Controller('admin/events')
export class AdminDriveController {
  constructor(private readonly drives: DriveAdminService) {}

  @Allowed('events', 'change')
  @Put(':id/drive')
  @ApiOperation({ summary: "Make the event a donation drive, or change its sessions (slots are derived from them)" })
  @ApiIdParam('Event id')
  @ApiOkResponse({ type: EventRecordDto })
  @ApiBodyErrors()
  @ApiDriveChangeConflict()
  setSessions(@IdParam() id: number, @Body() body: DriveSessionsDto, @Query('confirm') confirm?: string): Promise<EventRecordDto> {
    return this.drives.setSessions(id, body.sessions, confirm === 'true');
  }

  @Allowed('events', 'change')
  @Delete(':id/drive')
  @ApiOperation({ summary: 'Make the drive a plain event again' })
  @ApiIdParam('Event id')
  @ApiOkResponse({ type: EventRecordDto })
  @ApiDriveChangeConflict()
  clear(@IdParam() id: number, @Query('confirm') confirm?: string): Promise<EventRecordDto> {
    return this.drives.clear(id, confirm === 'true');
  }
}
