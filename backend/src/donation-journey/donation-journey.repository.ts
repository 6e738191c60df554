import type { JourneyReason, JourneyStatus } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { Donation } from '../donations/donation.entity';
import { DriveStaffMember } from '../drives/drive-staff.entity';
import { User } from '../users/user.entity';
import { DonationJourney, DonationJourneyNotice } from './donation-journey.entity';
import { Hospital } from './hospital.entity';

/** A donation as its journey needs it: its day, the drive (event) it was given at, and its donor's account. */
export interface JourneyDonation {
  id: number;
  date: string;
  eventId: number | null;
  userId: number | null;
}

/** One of an account's donations with its journey, if one is recorded (GET /api/user/journey). */
export interface JourneyRow {
  donationId: number;
  donationDate: string;
  status: JourneyStatus | null;
  hospital: string | null;
  date: string | null;
  reason: JourneyReason | null;
}

/** The hospitals list and the donation_journeys table (and the notices sent about them). */
@Injectable()
export class DonationJourneyRepository {
  constructor(private readonly database: Database) {}

  /** The organisation's hospitals, by name. */
  hospitals(): Promise<Hospital[]> {
    return this.database.manager.find(Hospital, { order: { name: 'ASC', id: 'ASC' } });
  }

  /** The hospital of that name (whatever its case), if it is on the list. */
  hospitalNamed(name: string): Promise<Hospital | null> {
    return this.database.manager.findOneBy(Hospital, { nameKey: name.trim().toLowerCase() });
  }

  /** Adds a hospital (the unique nameKey refuses a second of the same name). */
  async insertHospital(name: string, city: string): Promise<Hospital> {
    const hospital = this.database.manager.create(Hospital, { name, nameKey: name.toLowerCase(), city, createdAt: new Date() });
    await this.database.manager.insert(Hospital, hospital);
    return hospital;
  }

  /** The donation's day, drive and donor; null when there is no such donation. */
  async donation(id: number): Promise<JourneyDonation | null> {
    const row = await this.database.manager
      .createQueryBuilder(Donation, 'donation')
      .select(['donation.id AS id', 'donation.date AS date', 'donation.eventId AS eventId', 'donation.userId AS userId'])
      .where('donation.id = :id', { id })
      .getRawOne<{ id: number | string; date: string; eventId: number | string | null; userId: number | string | null }>();
    if (!row) return null;
    const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
    return { id: Number(row.id), date: row.date, eventId: numberOrNull(row.eventId), userId: numberOrNull(row.userId) };
  }

  /** Whether the account staffs the drive (event). */
  staffs(eventId: number, userId: number): Promise<boolean> {
    return this.database.manager.existsBy(DriveStaffMember, { eventId, userId });
  }

  /** The account of a donor, for the notice (username and email only). */
  donor(userId: number): Promise<Pick<User, 'id' | 'username' | 'email'> | null> {
    return this.database.manager.findOne(User, { where: { id: userId }, select: { id: true, username: true, email: true } });
  }

  /** Records the donation's journey, replacing the one before. */
  async save(journey: Omit<DonationJourney, 'donation' | 'hospital'>): Promise<void> {
    await this.database.manager.upsert(DonationJourney, journey, ['donationId']);
  }

  /** The donation's journey with its hospital; null when none is recorded. */
  journeyOf(donationId: number): Promise<DonationJourney | null> {
    return this.database.manager.findOne(DonationJourney, { where: { donationId }, relations: { hospital: true } });
  }

  /** Whether the donor was already sent a notice of this status about the donation. */
  notified(donationId: number, status: JourneyStatus): Promise<boolean> {
    return this.database.manager.existsBy(DonationJourneyNotice, { donationId, status });
  }

  /** Notes that the notice of this status went out (one per donation and status: the key refuses a second). */
  async noteNotified(donationId: number, status: JourneyStatus, at: Date): Promise<void> {
    await this.database.manager.insert(DonationJourneyNotice, { donationId, status, sentAt: at });
  }

  /** Every donation of the account, newest first, with its journey (status null when none is recorded). */
  async ofAccount(userId: number): Promise<JourneyRow[]> {
    const rows = await this.database.manager
      .createQueryBuilder(Donation, 'donation')
      .leftJoin(DonationJourney, 'journey', 'journey.donationId = donation.id')
      .leftJoin(Hospital, 'hospital', 'hospital.id = journey.hospitalId')
      .select('donation.id', 'donationId')
      .addSelect('donation.date', 'donationDate')
      .addSelect('journey.status', 'status')
      .addSelect('hospital.name', 'hospital')
      .addSelect('journey.date', 'date')
      .addSelect('journey.reason', 'reason')
      .where('donation.userId = :userId', { userId })
      .orderBy('donation.date', 'DESC')
      .addOrderBy('donation.id', 'DESC')
      .getRawMany<JourneyRow & { donationId: number | string }>();
    return rows.map((row) => ({ ...row, donationId: Number(row.donationId), status: row.status ?? null, hospital: row.hospital ?? null, date: row.date ?? null, reason: row.reason ?? null }));
  }
}
