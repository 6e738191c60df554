import { hasAdminRole } from '@blood-donation/domain';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { fetchPage, whereContains } from '../admin-lists/admin-list-query';
import { fetchForExport } from '../admin-lists/csv-export';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { Event } from '../events/event.entity';
import { EventsService } from '../events/events.service';
import { User } from '../users/user.entity';
import { Donation } from './donation.entity';
import { DONATION_MESSAGES as M } from './donations.messages';
import { ADMIN_DONATIONS_SPEC, type AdminDonationsQuery } from './admin-donations-query';
import { AdminDonationRecordDto } from './dto/admin-donation-record.dto';
import { CreateDonationDto } from './dto/create-donation.dto';
import { DonationRecordDto } from './dto/donation-record.dto';

@Injectable()
export class DonationsService {
  constructor(
    @InjectRepository(Donation) private readonly donations: Repository<Donation>,
    private readonly events: EventsService,
  ) {}

  /** A donor records their own donation; an admin records a walk-in donor's, linked to no account. */
  async create(form: CreateDonationDto, caller: User): Promise<DonationRecordDto> {
    const { name, bloodGroup, units, mobile, gender, age, city, address, date } = form;
    const event = await this.eventOf(form);
    const userId = hasAdminRole([caller.role]) ? null : caller.id;
    const donation = this.donations.create({ name, bloodGroup, units, mobile, gender, age, city, address, date, event, userId });
    await this.donations.insert(donation);
    return DonationRecordDto.from(donation);
  }

  listOwn(caller: User): Promise<DonationRecordDto[]> {
    return this.list({ userId: caller.id });
  }

  listAll(): Promise<DonationRecordDto[]> {
    return this.list({});
  }

  /** One page of the admin list, filtered, sorted and cut in SQL, with the total of matching rows. */
  async page(query: AdminDonationsQuery): Promise<{ rows: AdminDonationRecordDto[]; total: number }> {
    const { rows, total } = await fetchPage(this.filtered(query), ADMIN_DONATIONS_SPEC, query);
    return { rows: rows.map((donation) => AdminDonationRecordDto.fromAdmin(donation)), total };
  }

  /** The donations matching the filter of `query`, with their event and the email of their account; unsorted and uncut. */
  filtered(query: Pick<AdminDonationsQuery, 'filter'>): SelectQueryBuilder<Donation> {
    const { filter } = query;
    const builder = this.withAccount();
    if (filter.q) whereContains(builder, ['donation.name'], filter.q);
    if (filter.bloodGroup) builder.andWhere('donation.bloodGroup = :bloodGroup', { bloodGroup: filter.bloodGroup });
    return builder;
  }

  /** Every row of the admin list's sort and filter, for the CSV export (at most EXPORT_MAX_ROWS). */
  async exportAll(query: AdminDonationsQuery): Promise<AdminDonationRecordDto[]> {
    return (await fetchForExport(this.filtered(query), ADMIN_DONATIONS_SPEC, query)).map((donation) => AdminDonationRecordDto.fromAdmin(donation));
  }

  async getForAdmin(id: number): Promise<AdminDonationRecordDto> {
    const donation = await this.withAccount().where('donation.id = :id', { id }).getOne();
    if (!donation) throw new NotFoundException(M.notFound);
    return AdminDonationRecordDto.fromAdmin(donation);
  }

  private withAccount(): SelectQueryBuilder<Donation> {
    return this.donations
      .createQueryBuilder('donation')
      .leftJoinAndSelect('donation.event', 'event')
      .leftJoin('donation.user', 'user')
      .addSelect(['user.id', 'user.email']);
  }

  private async eventOf(form: CreateDonationDto): Promise<Event | null> {
    if (!form.event) return null;
    const event = await this.events.find(form.event.id);
    if (!event) throw new ValidationFailedException({ event: [M.unknownEvent] });
    return event;
  }

  /** Latest donation day first. */
  private async list(where: { userId?: number }): Promise<DonationRecordDto[]> {
    const donations = await this.donations.find({ where, relations: { event: true }, order: { date: 'DESC', createdAt: 'DESC', id: 'DESC' } });
    return donations.map((donation) => DonationRecordDto.from(donation));
  }
}
