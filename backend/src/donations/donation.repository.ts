import { Injectable } from '@nestjs/common';
import type { DeepPartial } from 'typeorm';
import { Database } from '../database/database.service';
import { Donation } from './donation.entity';

/** The donations table. */
@Injectable()
export class DonationRepository {
  constructor(private readonly database: Database) {}

  /** The date and type of each donation of the account (what the eligibility rules judge a new one by). */
  datesAndTypesOf(userId: number): Promise<Pick<Donation, 'date' | 'donationType'>[]> {
    return this.database.manager.find(Donation, { where: { userId }, select: { date: true, donationType: true } });
  }

  /** Stores a new donation; returns it with its id. */
  async insert(fields: DeepPartial<Donation>): Promise<Donation> {
    const donation = this.database.manager.create(Donation, fields);
    await this.database.manager.insert(Donation, donation);
    return donation;
  }
}
