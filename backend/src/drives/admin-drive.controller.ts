import { Body, Controller, Delete, Get, Put, Query, type StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed, StepUp } from '../access/access.decorators';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { EventRecordDto } from '../events/dto/event-record.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ApiDriveChangeConflict, ApiDriveNotFound } from './drive.docs';
import { DriveAppointmentsExport } from './drive-appointments-export';
import { DriveAdminService } from './drive-admin.service';
import { DriveSessionsDto } from './dto/drive.dto';

@ApiTags('Admin: events')
@Controller('admin/events')
export class AdminDriveController {
  constructor(
    private readonly drives: DriveAdminService,
    private readonly appointmentsExport: DriveAppointmentsExport,
  ) {}

  @Allowed('events', 'export')
  @StepUp()
  @Get(':id/appointments/export.csv')
  @ApiOperation({
    summary: "A drive's appointments as CSV, by time: time (in SITE_TIME_ZONE), name, blood group, status, units",
    description:
      "RFC 4180 like the lists' exports: a header row, CRLF line ends; a cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Cancelled appointments are listed with their status; a deleted donor's row has no name.",
  })
  @ApiIdParam('Drive (event) id')
  @ApiOkResponse({ description: 'Content-Disposition: attachment; filename="drive-<id>-appointments.csv"', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiDriveNotFound()
  exportAppointments(@IdParam() id: number): Promise<StreamableFile> {
    return this.appointmentsExport.csv(id);
  }

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
