import { Injectable } from '@nestjs/common';
import { type DeepPartial, In } from 'typeorm';
import { Database } from '../database/database.service';
import { Donation } from './donation.entity';

/** A donation's date and type and who gave it (DonationRepository.donorsOf). */
export interface DonationDonor extends Pick<Donation, 'id' | 'userId' | 'date' | 'donationType' | 'gender'> {
  /** The account's registered gender; null for a walk-in donor, or an account that gave none. */
  accountGender: string | null;
}

/** The donations table. */
@Injectable()
export class DonationRepository {
  constructor(private readonly database: Database) {}

  /** The date and type of each donation of the account (what the eligibility rules judge a new one by). */
  datesAndTypesOf(userId: number): Promise<Pick<Donation, 'date' | 'donationType'>[]> {
    return this.database.manager.find(Donation, { where: { userId }, select: { date: true, donationType: true } });
  }

  /** The date and type of each donation of these accounts, with its account. */
  datesAndTypesOfAccounts(userIds: number[]): Promise<Pick<Donation, 'userId' | 'date' | 'donationType'>[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.database.manager.find(Donation, { where: { userId: In(userIds) }, select: { userId: true, date: true, donationType: true } });
  }

  /** These donations' date, type and donor: the account (with its registered gender) or, for a walk-in donor, the form's gender. */
  donorsOf(ids: number[]): Promise<DonationDonor[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.database.manager
      .createQueryBuilder(Donation, 'donation')
      .leftJoin('donation.user', 'user')
      .select('donation.id', 'id')
      .addSelect('donation.userId', 'userId')
      .addSelect('donation.date', 'date')
      .addSelect('donation.donationType', 'donationType')
      .addSelect('donation.gender', 'gender')
      .addSelect('user.gender', 'accountGender')
      .where('donation.id IN (:...ids)', { ids })
      .getRawMany<DonationDonor>();
  }

  /** Stores a new donation; returns it with its id. */
  async insert(fields: DeepPartial<Donation>): Promise<Donation> {
    const donation = this.database.manager.create(Donation, fields);
    await this.database.manager.insert(Donation, donation);
    return donation;
  }

  /**
   * The latest deferral of each of these accounts at a drive's desk, by account (the drives' appointments table, read
   * by name: drives build on donations, not the other way round): the first day it may give again; none: not deferred.
   */
  async deferredUntilOfAccounts(userIds: number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.database.manager
      .createQueryBuilder()
      .select('appointment.userId', 'userId')
      .addSelect('MAX(appointment.deferredUntil)', 'until')
      .from('appointments', 'appointment')
      .where('appointment.userId IN (:...userIds) AND appointment.status = :status', { userIds, status: 'deferred' })
      .groupBy('appointment.userId')
      .getRawMany<{ userId: number | string; until: string | null }>();
    return new Map(rows.flatMap(({ userId, until }) => (until ? [[Number(userId), until] as const] : [])));
  }

  /**
   * Every donation of the account with whether it was typed in by the donor (no drive appointment links it: the
   * appointments table read by name, as deferredUntilOfAccounts does), for milestones.
   */
  async countedOf(userId: number): Promise<{ id: number; date: string; selfReported: boolean }[]> {
    const rows = await this.database.manager
      .createQueryBuilder(Donation, 'donation')
      .leftJoin('appointments', 'appointment', 'appointment.donationId = donation.id')
      .select('donation.id', 'id')
      .addSelect('donation.date', 'date')
      .addSelect('MAX(appointment.id)', 'appointmentId')
      .where('donation.userId = :userId', { userId })
      .groupBy('donation.id')
      .addGroupBy('donation.date')
      .getRawMany<{ id: number | string; date: string; appointmentId: number | string | null }>();
    return rows.map(({ id, date, appointmentId }) => ({ id: Number(id), date, selfReported: appointmentId === null }));
  }
}
