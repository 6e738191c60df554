import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { fetchPage, whereContains } from '../admin-lists/admin-list-query';
import { fetchForExport } from '../admin-lists/csv-export';
import { ADMIN_EVENTS_SPEC, type AdminEventsQuery } from './admin-events-query';
import { MessageDto } from '../common/message.dto';
import { CreateEventDto, UpdateEventDto } from './dto/event-form.dto';
import { EventRecordDto } from './dto/event-record.dto';
import { Event } from './event.entity';
import { EVENT_API_MESSAGES as M } from './events.messages';

@Injectable()
export class EventsService {
  constructor(@InjectRepository(Event) private readonly events: Repository<Event>) {}

  /** Every event, earliest first. */
  async list(): Promise<EventRecordDto[]> {
    const events = await this.events.find({ order: { dateTime: 'ASC', id: 'ASC' } });
    return events.map((event) => EventRecordDto.from(event));
  }

  /** One page of the admin list, filtered, sorted and cut in SQL, with the total of matching rows. */
  async page(query: AdminEventsQuery): Promise<{ rows: EventRecordDto[]; total: number }> {
    const { rows, total } = await fetchPage(this.filtered(query), ADMIN_EVENTS_SPEC, query);
    return { rows: rows.map((event) => EventRecordDto.from(event)), total };
  }

  /** The events matching the filter of `query`, unsorted and uncut. */
  filtered(query: Pick<AdminEventsQuery, 'filter'>): SelectQueryBuilder<Event> {
    const { filter } = query;
    const builder = this.events.createQueryBuilder('event');
    if (filter.q) whereContains(builder, ['event.name', 'event.description'], filter.q);
    // Both drivers keep dateTime in UTC (SQLite as 'YYYY-MM-DD HH:MM:SS.SSS' text, MySQL sessions in +00:00).
    const sqlite = this.events.manager.connection.options.type === 'better-sqlite3';
    if (filter.month !== undefined) {
      builder.andWhere(`${sqlite ? "CAST(strftime('%m', event.dateTime) AS INTEGER)" : 'MONTH(event.dateTime)'} = :month`, { month: filter.month });
    }
    if (filter.year !== undefined) {
      builder.andWhere(`${sqlite ? "CAST(strftime('%Y', event.dateTime) AS INTEGER)" : 'YEAR(event.dateTime)'} = :year`, { year: filter.year });
    }
    return builder;
  }

  /** Every row of the admin list's sort and filter, for the CSV export (at most EXPORT_MAX_ROWS). */
  async exportAll(query: AdminEventsQuery): Promise<EventRecordDto[]> {
    return (await fetchForExport(this.filtered(query), ADMIN_EVENTS_SPEC, query)).map((event) => EventRecordDto.from(event));
  }

  async create(form: CreateEventDto): Promise<EventRecordDto> {
    const { name, location, dateTime, organizer, description = '' } = form;
    const event = this.events.create({ name, location, dateTime, organizer, description });
    await this.events.insert(event);
    return EventRecordDto.from(event);
  }

  async update(id: number, form: UpdateEventDto): Promise<EventRecordDto> {
    const { name, location, dateTime, organizer, description } = form;
    const { affected } = await this.events.update({ id }, { name, location, dateTime, organizer, description });
    if (!affected) throw new NotFoundException(M.notFound);
    return EventRecordDto.from(await this.findOrFail(id));
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

  private async findOrFail(id: number): Promise<Event> {
    const event = await this.find(id);
    if (!event) throw new NotFoundException(M.notFound);
    return event;
  }
}
