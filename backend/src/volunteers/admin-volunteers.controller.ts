import { ADMIN_ROLES } from '@blood-donation/domain';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryParam, setContentRange } from '../admin-lists/admin-list-query';
import { ApiAdminList } from '../admin-lists/api-admin-list';
import { AdminCsvExport, AdminExportQueryParam, type CsvColumn, toCsv } from '../admin-lists/csv-export';
import { Roles } from '../auth/access.decorators';
import { ADMIN_VOLUNTEERS_SPEC, type AdminVolunteersQuery } from './admin-volunteers-query';
import { VolunteerRecordDto } from './dto/volunteer-record.dto';
import { VolunteersService } from './volunteers.service';

const VOLUNTEER_COLUMNS: CsvColumn<VolunteerRecordDto>[] = [
  ...(['id', 'firstName', 'lastName', 'email', 'phone', 'dob', 'gender', 'address', 'city', 'state', 'zipCode', 'message'] as const).map(
    (key): CsvColumn<VolunteerRecordDto> => [key, (row) => row[key]],
  ),
  ['event', (row) => row.event?.name],
  ['createdAt', (row) => row.createdAt],
];

@ApiTags('Admin: volunteers')
@Roles(...ADMIN_ROLES)
@Controller('admin')
export class AdminVolunteersController {
  constructor(private readonly volunteers: VolunteersService) {}

  @Get('volunteers')
  @ApiAdminList(ADMIN_VOLUNTEERS_SPEC, {
    summary: 'One page of volunteer sign-ups',
    type: VolunteerRecordDto,
    filter: 'q (case-insensitive part of first name, last name, email or phone), eventId (the event signed up for)',
    filterExample: '{"q":"asha","eventId":3}',
    sortExample: '["lastName","ASC"]',
  })
  async page(@AdminListQueryParam(ADMIN_VOLUNTEERS_SPEC) query: AdminVolunteersQuery, @Res({ passthrough: true }) response: Response): Promise<VolunteerRecordDto[]> {
    const { rows, total } = await this.volunteers.page(query);
    setContentRange(response, ADMIN_VOLUNTEERS_SPEC, query.start, rows.length, total);
    return rows;
  }

  @Get('volunteers/export.csv')
  @AdminCsvExport(ADMIN_VOLUNTEERS_SPEC, 'q (part of first name, last name, email or phone), eventId')
  async exportCsv(@AdminExportQueryParam(ADMIN_VOLUNTEERS_SPEC) query: AdminVolunteersQuery): Promise<string> {
    return toCsv(VOLUNTEER_COLUMNS, await this.volunteers.exportAll(query));
  }
}
