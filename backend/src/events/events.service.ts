import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { Database } from '../database/database.service';
import { ListReader } from '../lists/list-reader';
import { answerWholeList, type WholeListRequest } from '../lists/whole-list';
import { EVENT_LIST } from './event-list';
import { MessageDto } from '../common/message.dto';
import { CreateEventDto, UpdateEventDto } from './dto/event-form.dto';
import { EventRecordDto } from './dto/event-record.dto';
import { Event } from './event.entity';
import { EVENT_API_MESSAGES as M } from '@blood-donation/domain';

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(Event) private readonly events: Repository<Event>,
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
    return this.database.transaction(async (manager) => {
      const event = manager.create(Event, { name, location, dateTime, organizer, description });
      await manager.insert(Event, event);
      return EventRecordDto.from(event);
    });
  }

  /** Replaces the five fields, and the words the admin search finds the event by. */
  async update(id: number, form: UpdateEventDto): Promise<EventRecordDto> {
    const { name, location, dateTime, organizer, description } = form;
    return this.database.transaction(async (manager) => {
      const { affected } = await manager.update(Event, { id }, { name, location, dateTime, organizer, description });
      if (!affected) throw new NotFoundException(M.notFound);
      const event = await manager.findOneByOrFail(Event, { id });
      return EventRecordDto.from(event);
    });
  }

  /** Donations made at the event keep existing, with no event (the foreign key sets it to null). */
  async remove(id: number): Promise<MessageDto> {
    const { affected } = await this.events.delete({ id });
    if (!affected) throw new NotFoundException(M.notFound);
    return { message: M.deleted };
  }

  /** The event of this id, or null. */
  find(id: number): Promise<Event | null> {
    return this.events.findOneBy({ id });
  }
}
