import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { Database } from '../database/database.service';
import { ListReader } from '../lists/list-reader';
import { answerWholeList, type WholeListRequest } from '../lists/whole-list';
import { VOLUNTEER_LIST } from './volunteer-list';
import { MessageDto } from '../common/message.dto';
import { DONATION_MESSAGES } from '../donations/donations.messages';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { Event } from '../events/event.entity';
import { EventsService } from '../events/events.service';
import { User } from '../users/user.entity';
import { OwnVolunteeringDto } from './dto/own-volunteering.dto';
import { VolunteerFormDto } from './dto/volunteer-form.dto';
import { VolunteerRecordDto } from './dto/volunteer-record.dto';
import { Volunteer } from './volunteer.entity';
import { VOLUNTEER_API_MESSAGES as M } from '@blood-donation/domain';

@Injectable()
export class VolunteersService {
  constructor(
    @InjectRepository(Volunteer) private readonly volunteers: Repository<Volunteer>,
    private readonly events: EventsService,
    private readonly database: Database,
    private readonly lists: ListReader,
  ) {}

  async register(form: VolunteerFormDto, caller: User): Promise<VolunteerRecordDto> {
    const { firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message } = form;
    const event = await this.eventOf(form);
    return this.database.transaction(async (manager) => {
      const volunteer = manager.create(Volunteer, {
        firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message,
        event, userId: caller.id, createdAt: new Date(),
      });
      await manager.insert(Volunteer, volunteer);
      return VolunteerRecordDto.from(volunteer);
    });
  }

  listAll(request: WholeListRequest, response: Response): Promise<VolunteerRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, VOLUNTEER_LIST, request, response);
  }

  /** The caller's own sign-ups, newest first, each with its event. */
  async listOwn(caller: User): Promise<OwnVolunteeringDto[]> {
    const own = await this.volunteers.find({ where: { userId: caller.id }, relations: { event: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return own.map((volunteer) => OwnVolunteeringDto.from(volunteer));
  }

  /** Withdraws one of the caller's own sign-ups; another account's answers as one that does not exist. */
  async withdraw(id: number, caller: User): Promise<MessageDto> {
    const { affected } = await this.volunteers.delete({ id, userId: caller.id });
    if (!affected) throw new NotFoundException(M.notFound);
    return { message: M.withdrawn };
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
