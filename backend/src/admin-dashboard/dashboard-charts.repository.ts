import { Injectable } from '@nestjs/common';
import type { BloodGroup } from '@blood-donation/domain';
import { And, LessThan, MoreThanOrEqual } from 'typeorm';
import { Database } from '../database/database.service';
import { Donation } from '../donations/donation.entity';
import { DriveSlot } from '../drives/drive-slot.entity';

/** A slot's chairs, for the bookings chart. */
export type SlotChairs = Pick<DriveSlot, 'start' | 'chairs' | 'booked'>;

/** Donations of one month and blood group, for the donations chart. */
export interface DonationCount {
  month: string;
  bloodGroup: BloodGroup;
  count: number;
}

/** The figures behind the admin dashboard's charts: chairs of upcoming slots, donations counted by month and blood group. */
@Injectable()
export class DashboardChartsRepository {
  constructor(private readonly database: Database) {}

  /** Every drive's slots starting in [from, to), their chairs and how many are booked. */
  slotChairs(from: Date, to: Date): Promise<SlotChairs[]> {
    return this.database.manager.find(DriveSlot, {
      select: { start: true, chairs: true, booked: true },
      where: { start: And(MoreThanOrEqual(from), LessThan(to)) },
    });
  }

  /** Donations dated on or after `fromDay` ('YYYY-MM-DD'), counted by month ('YYYY-MM') and blood group, in SQL. */
  async donationsByMonth(fromDay: string): Promise<DonationCount[]> {
    const rows = await this.database.manager
      .createQueryBuilder(Donation, 'donation')
      .select('SUBSTR(donation.date, 1, 7)', 'month')
      .addSelect('donation.bloodGroup', 'bloodGroup')
      .addSelect('COUNT(*)', 'count')
      .where('donation.date >= :fromDay', { fromDay })
      .groupBy('SUBSTR(donation.date, 1, 7)')
      .addGroupBy('donation.bloodGroup')
      .getRawMany<{ month: string; bloodGroup: BloodGroup; count: string | number }>();
    return rows.map(({ month, bloodGroup, count }) => ({ month, bloodGroup, count: Number(count) }));
  }
}
