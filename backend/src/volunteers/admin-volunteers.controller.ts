import { ADMIN_ROLES } from '@blood-donation/domain';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryParam, setContentRange } from '../admin-lists/admin-list-query';
import { ApiAdminList } from '../admin-lists/api-admin-list';
import { Roles } from '../auth/access.decorators';
import { ADMIN_VOLUNTEERS_SPEC, type AdminVolunteersQuery } from './admin-volunteers-query';
import { VolunteerRecordDto } from './dto/volunteer-record.dto';
import { VolunteersService } from './volunteers.service';

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
}
