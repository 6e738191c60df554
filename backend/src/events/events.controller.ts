import { Body, Controller, Delete, Get, Post, Put, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiWholeList, WholeListParam, type WholeListRequest } from '../lists/whole-list';
import { EVENT_LIST } from './event-list';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed, Public } from '../access/access.decorators';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { CreateEventDto, UpdateEventDto } from './dto/event-form.dto';
import { EventRecordDto } from './dto/event-record.dto';
import { EVENT_API_MESSAGES } from './events.messages';
import { EventsService } from './events.service';

const EVENT_NOT_FOUND = { type: ErrorResponseDto, description: EVENT_API_MESSAGES.notFound };

@ApiTags('Events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Public()
  @Get('all')
  @ApiOperation({ summary: 'Every event, earliest dateTime first (the public events pages read pages of it, filtered by upcoming)' })
  @ApiWholeList(EVENT_LIST, 'earliest dateTime first')
  list(@WholeListParam([EVENT_LIST, 'dateTime', 'ASC']) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<EventRecordDto[] | StreamableFile> {
    return this.events.list(request, response);
  }

  @Allowed('events', 'change')
  @Post()
  @ApiOperation({ summary: 'Create an event (description optional)' })
  @ApiCreatedResponse({ type: EventRecordDto })
  @ApiBodyErrors()
  create(@Body() form: CreateEventDto): Promise<EventRecordDto> {
    return this.events.create(form);
  }

  @Allowed('events', 'change')
  @Put(':id')
  @ApiOperation({ summary: 'Replace an event (all five fields required)' })
  @ApiIdParam('Event id')
  @ApiOkResponse({ type: EventRecordDto })
  @ApiBodyErrors()
  @ApiNotFoundResponse(EVENT_NOT_FOUND)
  update(@IdParam() id: number, @Body() form: UpdateEventDto): Promise<EventRecordDto> {
    return this.events.update(id, form);
  }

  @Allowed('events', 'delete')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an event; donations made at it keep existing with event null' })
  @ApiIdParam('Event id')
  @ApiOkResponse({ type: MessageDto, example: { message: EVENT_API_MESSAGES.deleted } })
  @ApiNotFoundResponse(EVENT_NOT_FOUND)
  remove(@IdParam() id: number): Promise<MessageDto> {
    return this.events.remove(id);
  }
}
