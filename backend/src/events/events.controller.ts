import { Body, Controller, Delete, Get, Post, Put, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiWholeList, WholeListParam, type WholeListRequest } from '../lists/whole-list';
import { EVENT_LIST } from './event-list';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed, Public } from '../access/access.decorators';
import { MessageDto } from '../common/message.dto';
import { IdParam } from '../validation/id-param';
import { CreateEventDto, UpdateEventDto } from './dto/event-form.dto';
import { EventRecordDto } from './dto/event-record.dto';
import { ApiEventCreate, ApiEventDelete, ApiEventUpdate } from './event-writes.docs';
import { PUBLIC_LIST_CACHE, PublicCache } from '../web/public-cache';
import { EventsService } from './events.service';

@ApiTags('Events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Public()
  @Get('all')
  @PublicCache(PUBLIC_LIST_CACHE)
  @ApiOperation({ summary: 'Every event, earliest dateTime first (the public events pages read pages of it, filtered by upcoming)' })
  @ApiWholeList(EVENT_LIST, 'earliest dateTime first')
  list(@WholeListParam([EVENT_LIST, 'dateTime', 'ASC']) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<EventRecordDto[] | StreamableFile> {
    return this.events.list(request, response);
  }

  @Allowed('events', 'change')
  @Post()
  @ApiEventCreate()
  create(@Body() form: CreateEventDto): Promise<EventRecordDto> {
    return this.events.create(form);
  }

  @Allowed('events', 'change')
  @Put(':id')
  @ApiEventUpdate()
  update(@IdParam() id: number, @Body() form: UpdateEventDto): Promise<EventRecordDto> {
    return this.events.update(id, form);
  }

  @Allowed('events', 'delete')
  @Delete(':id')
  @ApiEventDelete()
  remove(@IdParam() id: number): Promise<MessageDto> {
    return this.events.remove(id);
  }
}
