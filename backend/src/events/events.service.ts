import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Database } from '../database/database.service';
import { ListReader } from '../lists/list-reader';
import { answerWholeList, type WholeListRequest } from '../lists/whole-list';
import { EVENT_LIST } from './event-list';
import { MessageDto } from '../common/message.dto';
import { CreateEventDto, UpdateEventDto } from './dto/event-form.dto';
import { EventRecordDto } from './dto/event-record.dto';
import { EventRepository } from './event.repository';
import { EVENT_API_MESSAGES as M } from '@blood-donation/domain';

@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventRepository,
    private readonly database: Database,
    private readonly lists: ListReader,
  ) {}

  list(request: WholeListRequest, response: Response): Promise<EventRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, EVENT_LIST, request, response);
  }

  async create(form: CreateEventDto): Promise<EventRecordDto> {
    const { name, location, dateTime, organizer } = form;
    // Optional: left out, or null, is none.
    const description = form.description ?? '';
    // One transaction with the words the admin search finds it by (written as it is stored).
    const event = await this.database.transaction(() => this.events.insert({ name, location, dateTime, organizer, description }));
    return EventRecordDto.from(event);
  }

  /** Replaces the five fields, and the words the admin search finds the event by. */
  async update(id: number, form: UpdateEventDto): Promise<EventRecordDto> {
    const { name, location, dateTime, organizer, description } = form;
    const event = await this.database.transaction(() => this.events.update(id, { name, location, dateTime, organizer, description }));
    if (!event) throw new NotFoundException(M.notFound);
    return EventRecordDto.from(event);
  }

  /** Donations made at the event keep existing, with no event (the foreign key sets it to null). */
  async remove(id: number): Promise<MessageDto> {
    if (!(await this.events.delete(id))) throw new NotFoundException(M.notFound);
    return { message: M.deleted };
  }
}
