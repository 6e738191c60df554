import { Body, Delete, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { MessageDto } from '../common/message.dto';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { TakesWholeRecord } from '../lists/whole-record-update';
import { IdParam } from '../validation/id-param';
import { CreateEventDto, UpdateEventDto } from './dto/event-form.dto';
import { EventRecordDto } from './dto/event-record.dto';
import { EVENT_LIST } from './event-list';
import { ApiEventCreate, ApiEventDelete, ApiEventUpdate } from './event-writes.docs';
import { EventsService } from './events.service';

/**
 * GET /api/admin/events, its CSV export and one event; creating, replacing and deleting one under the same path, as
 * a react-admin data provider asks (the spec's /api/events routes do the same).
 */
@ApiTags('Admin: events')
export class AdminEventsController extends AdminListEndpoints(EVENT_LIST, 'events') {
  constructor(private readonly events: EventsService) {
    super();
  }

  @Allowed('events', 'change')
  @Post(EVENT_LIST.resource)
  @ApiEventCreate()
  create(@Body() form: CreateEventDto): Promise<EventRecordDto> {
    return this.events.create(form);
  }

  @Allowed('events', 'change')
  @Put(`${EVENT_LIST.resource}/:id`)
  @TakesWholeRecord(EVENT_LIST, UpdateEventDto)
  @ApiEventUpdate('; the whole record may be sent, its read-only fields are ignored')
  update(@IdParam() id: number, @Body() form: UpdateEventDto): Promise<EventRecordDto> {
    return this.events.update(id, form);
  }

  @Allowed('events', 'delete')
  @Delete(`${EVENT_LIST.resource}/:id`)
  @ApiEventDelete()
  remove(@IdParam() id: number): Promise<MessageDto> {
    return this.events.remove(id);
  }
}
