import { DEFAULT_DONATION_TYPE, earlyDonationMessage, hasAdminRole, type RegistrationGender } from '@blood-donation/domain';
import { ConflictException, Injectable, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { Database } from '../database/database.service';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { ListReader, ownedBy } from '../lists/list-reader';
import { answerWholeList, withRows, type WholeListRequest } from '../lists/whole-list';
import { Event } from '../events/event.entity';
import { EventRepository } from '../events/event.repository';
import { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { Donation } from './donation.entity';
import { DonationRepository } from './donation.repository';
import { DONATION_LIST } from './donation-list';
import { ReminderScheduler } from './reminder-scheduler';
import { DONATION_MESSAGES as M } from './donations.messages';
import { CreateDonationDto } from './dto/create-donation.dto';
import { DonationRecordDto } from './dto/donation-record.dto';

/** The donation list as the donor pages and GET /api/donorlist read it: the record with its event. */
export const DONATION_RECORDS = withRows(DONATION_LIST, (donation: Donation) => DonationRecordDto.from(donation), DonationRecordDto);

@Injectable()
export class DonationsService {
  constructor(
    private readonly database: Database,
    private readonly lists: ListReader,
    private readonly events: EventRepository,
    private readonly donations: DonationRepository,
    private readonly users: UserRepository,
    @InjectSettings() private readonly settings: Settings,
    private readonly reminders: ReminderScheduler,
  ) {}

  /**
   * A donor records their own donation, refused (409) when dated sooner than the rule set allows after their earlier
   * ones (REFUSE_EARLY_DONATIONS); an admin records a walk-in donor's, linked to no account and never refused: no
   * history to judge it by. The donor's account row stays locked until it is stored, so two at once are judged in turn.
   */
  async create(form: CreateDonationDto, caller: User): Promise<DonationRecordDto> {
    const { name, bloodGroup, units, mobile, gender, age, city, address, date } = form;
    const donationType = form.donationType ?? DEFAULT_DONATION_TYPE;
    const event = await this.eventOf(form);
    const userId = hasAdminRole([caller.role]) ? null : caller.id;
    return this.database.transaction(async () => {
      if (userId !== null && this.settings.eligibility.refuseEarlyDonations) {
        await this.users.lock({ id: userId });
        const donations = await this.donations.datesAndTypesOf(userId);
        const early = earlyDonationMessage({
          donations: donations.map((earlier) => ({ date: earlier.date, type: earlier.donationType })),
          sex: caller.gender as RegistrationGender | null,
          ruleSet: this.settings.eligibility.ruleSet,
          today: date,
          donationType,
        });
        if (early) throw new ConflictException(early);
      }
      const donation = await this.donations.insert({ name, bloodGroup, units, mobile, gender, age, city, address, date, donationType, event, userId });
      if (userId !== null) await this.reminders.refresh(userId);
      return DonationRecordDto.from(donation);
    });
  }

  listOwn(caller: User, request: WholeListRequest, response: Response): Promise<DonationRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, DONATION_RECORDS, request, response, ownedBy(caller.id));
  }

  listAll(request: WholeListRequest, response: Response): Promise<DonationRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, DONATION_RECORDS, request, response);
  }

  private async eventOf(form: CreateDonationDto): Promise<Event | null> {
    if (!form.event) return null;
    const event = await this.events.findById(form.event.id);
    if (!event) throw new ValidationFailedException({ event: [M.unknownEvent] });
    return event;
  }
}
