import { checkEligibility, CONTACT_CHANNELS, type ContactChannel, type NeedBoardLine, type RegistrationGender } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { ConsentRepository } from '../consents/consent.repository';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { Database } from '../database/database.service';
import { Donation } from '../donations/donation.entity';
import { User } from '../users/user.entity';
import type { AvailabilityDto, AvailabilityRecordDto, EligibilityRecordDto } from './dto/donor-matching.dto';

/** The calendar day it is now in UTC, 'YYYY-MM-DD'. */
const todayUtc = (): string => new Date().toISOString().slice(0, 10);

interface NeedBoardRow {
  bloodGroup: NeedBoardLine['bloodGroup'];
  city: string;
  open: string | number;
  urgent: string | number | null;
}

/** A donor's availability and eligibility, and the need board of approved requests. */
@Injectable()
export class DonorMatchingService {
  constructor(
    @InjectRepository(Donation) private readonly donations: Repository<Donation>,
    @InjectRepository(BloodRequest) private readonly requests: Repository<BloodRequest>,
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly consents: ConsentRepository,
  ) {}

  availabilityOf(user: User): AvailabilityRecordDto {
    const channel: ContactChannel = CONTACT_CHANNELS.find((known) => known === user.contactChannel) ?? 'email';
    return { available: user.available, city: user.availableCity ?? '', channel };
  }

  /**
   * Turning availability on gives the matching consent, turning it off withdraws it; changing only the city changes
   * neither. The one UPDATE that flips the flag decides, so two requests at once record one consent.
   */
  async setAvailability(user: User, body: AvailabilityDto): Promise<AvailabilityRecordDto> {
    const availableCity = body.city || null;
    await this.database.transaction(async (manager) => {
      const { affected } = await manager.update(User, { id: user.id, available: !body.available }, { available: body.available, availableCity });
      if (affected !== 1) return manager.update(User, { id: user.id }, { availableCity });
      if (body.available) return this.consents.give({ userId: user.id }, 'matching');
      return this.consents.withdraw({ userId: user.id }, 'matching');
    });
    return this.availabilityOf({ ...user, available: body.available, availableCity } as User);
  }

  /** Withdrawing the matching consent: no longer available, the city kept for turning it on again. */
  async stopAsking(user: User): Promise<void> {
    await this.database.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { available: false });
      await this.consents.withdraw({ userId: user.id }, 'matching');
    });
  }

  /** Whole blood, today (UTC), under ELIGIBILITY_RULES, from the caller's own donations and registered gender. */
  async eligibilityOf(user: User): Promise<EligibilityRecordDto> {
    const donations = await this.donations.find({ where: { userId: user.id }, select: { date: true, donationType: true } });
    return checkEligibility({
      donations: donations.map(({ date, donationType }) => ({ date, type: donationType })),
      sex: user.gender as RegistrationGender | null,
      ruleSet: this.settings.eligibility.ruleSet,
      today: todayUtc(),
    });
  }

  /**
   * Approved requests that name a city and still have their requester (no donor can be put in touch with a deleted
   * account's), counted by blood group and city (case ignored); the most wanted first.
   */
  async needBoard(): Promise<NeedBoardLine[]> {
    const rows = await this.requests
      .createQueryBuilder('request')
      .select('request.bloodGroup', 'bloodGroup')
      .addSelect('MIN(request.city)', 'city')
      .addSelect('COUNT(*)', 'open')
      .addSelect('MAX(request.urgent)', 'urgent')
      .where('request.status = :status', { status: 'Approved' })
      .andWhere('request.city IS NOT NULL')
      .andWhere('request.userId IS NOT NULL')
      .groupBy('request.bloodGroup')
      .addGroupBy('LOWER(request.city)')
      .getRawMany<NeedBoardRow>();
    const lines = rows.map(({ bloodGroup, city, open, urgent }) => ({ bloodGroup, city, open: Number(open), urgent: Number(urgent) === 1 }));
    return lines.sort((a, b) => Number(b.urgent) - Number(a.urgent) || b.open - a.open || a.city.localeCompare(b.city) || a.bloodGroup.localeCompare(b.bloodGroup));
  }
}
