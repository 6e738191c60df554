import type { NeedBoardLine } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';

/** One line of the need board as counted: the counts as the driver returns them. */
export interface NeedBoardRow {
  bloodGroup: NeedBoardLine['bloodGroup'];
  city: string;
  open: string | number;
  urgent: string | number | null;
}

/** A donor's availability (and its matching consent), and the approved requests of the need board. */
@Injectable()
export class DonorMatchingRepository {
  constructor(private readonly database: Database) {}

  /** Sets availability and city only if availability is not already `available`; true when it changed. */
  async switchAvailability(userId: number, available: boolean, availableCity: string | null): Promise<boolean> {
    const { affected } = await this.database.manager.update(User, { id: userId, available: !available }, { available, availableCity });
    return affected === 1;
  }

  async setCity(userId: number, availableCity: string | null): Promise<void> {
    await this.database.manager.update(User, { id: userId }, { availableCity });
  }

  async makeUnavailable(userId: number): Promise<void> {
    await this.database.manager.update(User, { id: userId }, { available: false });
  }

  /**
   * Approved requests that name a city and still have their requester, counted by blood group and city (case
   * ignored), with whether any of them is urgent.
   */
  needBoardRows(): Promise<NeedBoardRow[]> {
    return this.database.manager
      .createQueryBuilder(BloodRequest, 'request')
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
  }
}
