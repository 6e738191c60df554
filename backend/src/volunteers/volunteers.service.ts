import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { fetchPage, whereContains } from '../admin-lists/admin-list-query';
import { fetchForExport } from '../admin-lists/csv-export';
import { ADMIN_VOLUNTEERS_SPEC, type AdminVolunteersQuery } from './admin-volunteers-query';
import { MessageDto } from '../common/message.dto';
import { DONATION_MESSAGES } from '../donations/donations.messages';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { Event } from '../events/event.entity';
import { EventsService } from '../events/events.service';
import { User } from '../users/user.entity';
import { VolunteerFormDto } from './dto/volunteer-form.dto';
import { VolunteerRecordDto } from './dto/volunteer-record.dto';
import { Volunteer } from './volunteer.entity';
import { VOLUNTEER_API_MESSAGES as M } from './volunteers.messages';

@Injectable()
export class VolunteersService {
  constructor(
    @InjectRepository(Volunteer) private readonly volunteers: Repository<Volunteer>,
    private readonly events: EventsService,
  ) {}

  async register(form: VolunteerFormDto, caller: User): Promise<VolunteerRecordDto> {
    const { firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message } = form;
    const event = await this.eventOf(form);
    const volunteer = this.volunteers.create({
      firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message,
      event, userId: caller.id, createdAt: new Date(),
    });
    await this.volunteers.insert(volunteer);
    return VolunteerRecordDto.from(volunteer);
  }

  /** Newest first, with the event. */
  async listAll(): Promise<VolunteerRecordDto[]> {
    const volunteers = await this.volunteers.find({ relations: { event: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return volunteers.map((volunteer) => VolunteerRecordDto.from(volunteer));
  }

  /** One page of the admin list, filtered, sorted and cut in SQL, with the total of matching rows. */
  async page(query: AdminVolunteersQuery): Promise<{ rows: VolunteerRecordDto[]; total: number }> {
    const { rows, total } = await fetchPage(this.filtered(query), ADMIN_VOLUNTEERS_SPEC, query);
    return { rows: rows.map((volunteer) => VolunteerRecordDto.from(volunteer)), total };
  }

  /** The sign-ups matching the filter of `query`, with their event; unsorted and uncut. */
  filtered(query: Pick<AdminVolunteersQuery, 'filter'>): SelectQueryBuilder<Volunteer> {
    const { filter } = query;
    const builder = this.volunteers.createQueryBuilder('volunteer').leftJoinAndSelect('volunteer.event', 'event');
    if (filter.q) whereContains(builder, ['volunteer.firstName', 'volunteer.lastName', 'volunteer.email', 'volunteer.phone'], filter.q);
    if (filter.eventId !== undefined) builder.andWhere('event.id = :eventId', { eventId: filter.eventId });
    return builder;
  }

  /** Every row of the admin list's sort and filter, for the CSV export (at most EXPORT_MAX_ROWS). */
  async exportAll(query: AdminVolunteersQuery): Promise<VolunteerRecordDto[]> {
    return (await fetchForExport(this.filtered(query), ADMIN_VOLUNTEERS_SPEC, query)).map((volunteer) => VolunteerRecordDto.from(volunteer));
  }

  async remove(id: number): Promise<MessageDto> {
    const { affected } = await this.volunteers.delete({ id });
    if (!affected) throw new NotFoundException(M.notFound);
    return { message: M.deleted };
  }

  private async eventOf(form: VolunteerFormDto): Promise<Event | null> {
    if (!form.event) return null;
    const event = await this.events.find(form.event.id);
    if (!event) throw new ValidationFailedException({ event: [DONATION_MESSAGES.unknownEvent] });
    return event;
  }
}
