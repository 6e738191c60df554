import { Body, Controller, Delete, Get, Post, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiWholeList, WholeListParam, type WholeListRequest } from '../lists/whole-list';
import { VOLUNTEER_LIST } from './volunteer-list';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed, LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { User } from '../users/user.entity';
import { IdParam } from '../validation/id-param';
import { VolunteerFormDto } from './dto/volunteer-form.dto';
import { VolunteerRecordDto } from './dto/volunteer-record.dto';
import { ApiVolunteerDelete } from './volunteer-delete.docs';
import { VolunteersService } from './volunteers.service';
import { RateLimited } from '../rate-limits/rate-limited.decorator';

@ApiTags('Volunteers')
@Controller('volunteers')
export class VolunteersController {
  constructor(private readonly volunteers: VolunteersService) {}

  @LoggedIn()
  @Post('register')
  @RateLimited(10)
  @ApiOperation({ summary: 'Sign up as a volunteer, optionally for an event' })
  @ApiCreatedResponse({ type: VolunteerRecordDto })
  @ApiBodyErrors()
  register(@Body() form: VolunteerFormDto, @CurrentUser() user: User): Promise<VolunteerRecordDto> {
    return this.volunteers.register(form, user);
  }

  @Allowed('volunteers', 'read')
  @Get('all-with-event')
  @ApiOperation({ summary: 'Every volunteer sign-up with its event, newest first' })
  @ApiWholeList(VOLUNTEER_LIST, 'newest first')
  listAll(@WholeListParam([VOLUNTEER_LIST, 'createdAt', 'DESC']) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<VolunteerRecordDto[] | StreamableFile> {
    return this.volunteers.listAll(request, response);
  }

  @Allowed('volunteers', 'delete')
  @Delete(':id')
  @ApiVolunteerDelete()
  remove(@IdParam() id: number): Promise<MessageDto> {
    return this.volunteers.remove(id);
  }
}
