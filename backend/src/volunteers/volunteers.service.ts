import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Database } from '../database/database.service';
import { ListReader } from '../lists/list-reader';
import { answerWholeList, type WholeListRequest } from '../lists/whole-list';
import { VOLUNTEER_LIST } from './volunteer-list';
import { MessageDto } from '../common/message.dto';
import { DONATION_MESSAGES } from '../donations/donations.messages';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { Event } from '../events/event.entity';
import { EventRepository } from '../events/event.repository';
import { User } from '../users/user.entity';
import { OwnVolunteeringDto } from './dto/own-volunteering.dto';
import { VolunteerFormDto } from './dto/volunteer-form.dto';
import { VolunteerRecordDto } from './dto/volunteer-record.dto';
import { VolunteerRepository } from './volunteer.repository';
import { VOLUNTEER_API_MESSAGES as M } from '@blood-donation/domain';

@Injectable()
export class VolunteersService {
  constructor(
    private readonly volunteers: VolunteerRepository,
    private readonly events: EventRepository,
    private readonly database: Database,
    private readonly lists: ListReader,
  ) {}

  async register(form: VolunteerFormDto, caller: User): Promise<VolunteerRecordDto> {
    const { firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message } = form;
    const event = await this.eventOf(form);
    // One transaction with the words the admin search finds it by (written as it is stored).
    const volunteer = await this.database.transaction(() =>
      this.volunteers.insert({
        firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message,
        event, userId: caller.id, createdAt: new Date(),
      }),
    );
    return VolunteerRecordDto.from(volunteer);
  }

  listAll(request: WholeListRequest, response: Response): Promise<VolunteerRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, VOLUNTEER_LIST, request, response);
  }

  /** The caller's own sign-ups, newest first, each with its event. */
  async listOwn(caller: User): Promise<OwnVolunteeringDto[]> {
    const own = await this.volunteers.ownedBy(caller.id);
    return own.map((volunteer) => OwnVolunteeringDto.from(volunteer));
  }

  /** Withdraws one of the caller's own sign-ups; another account's answers as one that does not exist. */
  async withdraw(id: number, caller: User): Promise<MessageDto> {
    if (!(await this.volunteers.delete(id, caller.id))) throw new NotFoundException(M.notFound);
    return { message: M.withdrawn };
  }

  async remove(id: number): Promise<MessageDto> {
    if (!(await this.volunteers.delete(id))) throw new NotFoundException(M.notFound);
    return { message: M.deleted };
  }

  private async eventOf(form: VolunteerFormDto): Promise<Event | null> {
    if (!form.event) return null;
    const event = await this.events.findById(form.event.id);
    if (!event) throw new ValidationFailedException({ event: [DONATION_MESSAGES.unknownEvent] });
    return event;
  }
}
