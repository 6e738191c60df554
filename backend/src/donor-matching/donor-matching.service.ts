import { CONTACT_CHANNELS, type ContactChannel, type NeedBoardLine } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { ConsentRepository } from '../consents/consent.repository';
import { Database } from '../database/database.service';
import { DonorEligibility } from '../donations/donor-eligibility';
import { User } from '../users/user.entity';
import { DonorMatchingRepository } from './donor-matching.repository';
import type { AvailabilityDto, AvailabilityRecordDto, EligibilityRecordDto } from './dto/donor-matching.dto';

/** A donor's availability and eligibility, and the need board of approved requests. */
@Injectable()
export class DonorMatchingService {
  constructor(
    private readonly database: Database,
    private readonly donors: DonorMatchingRepository,
    private readonly consents: ConsentRepository,
    private readonly eligibility: DonorEligibility,
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
    await this.database.transaction(async () => {
      const switched = await this.donors.switchAvailability(user.id, body.available, availableCity);
      if (!switched) return this.donors.setCity(user.id, availableCity);
      if (body.available) return this.consents.give({ userId: user.id }, 'matching');
      return this.consents.withdraw({ userId: user.id }, 'matching');
    });
    return this.availabilityOf({ ...user, available: body.available, availableCity } as User);
  }

  /** Withdrawing the matching consent: no longer available, the city kept for turning it on again. */
  async stopAsking(user: User): Promise<void> {
    await this.database.transaction(async () => {
      await this.donors.makeUnavailable(user.id);
      await this.consents.withdraw({ userId: user.id }, 'matching');
    });
  }

  /** Whole blood, today (SITE_TIME_ZONE), under ELIGIBILITY_RULES, from the caller's own donations and registered gender. */
  eligibilityOf(user: User): Promise<EligibilityRecordDto> {
    return this.eligibility.ofAccount(user);
  }

  /**
   * Approved requests that name a city and still have their requester (no donor can be put in touch with a deleted
   * account's), counted by blood group and city (case ignored); the most wanted first.
   */
  async needBoard(): Promise<NeedBoardLine[]> {
    const rows = await this.donors.needBoardRows();
    const lines = rows.map(({ bloodGroup, city, open, urgent }) => ({ bloodGroup, city, open: Number(open), urgent: Number(urgent) === 1 }));
    return lines.sort((a, b) => Number(b.urgent) - Number(a.urgent) || b.open - a.open || a.city.localeCompare(b.city) || a.bloodGroup.localeCompare(b.bloodGroup));
  }
}
