import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { Donation } from '../donations/donation.entity';
import { Appointment } from '../drives/appointment.entity';
import { DonorCard } from './donor-card.entity';

/** What a new or renewed card is written with. */
export type CardCodes = Pick<DonorCard, 'nonce' | 'tokenHash' | 'shortCodeHash' | 'issuedAt' | 'expiresAt'>;

/** The donor_cards table, and the counts a card shows. */
@Injectable()
export class DonorCardRepository {
  constructor(private readonly database: Database) {}

  ofAccount(userId: number): Promise<DonorCard | null> {
    return this.database.manager.findOneBy(DonorCard, { userId });
  }

  /** The card whose token (or short code) has this keyed hash. */
  byTokenHash(tokenHash: string): Promise<DonorCard | null> {
    return this.database.manager.findOneBy(DonorCard, { tokenHash });
  }

  byShortCodeHash(shortCodeHash: string): Promise<DonorCard | null> {
    return this.database.manager.findOneBy(DonorCard, { shortCodeHash });
  }

  /** The account's first card (a duplicate key when another request made it first, or the codes collide). */
  async insert(userId: number, codes: CardCodes): Promise<void> {
    await this.database.manager.insert(DonorCard, { userId, ...codes });
  }

  /** Replaces the card's codes, if it still has `nonce` (of two renewals at once one wins). */
  async renew(userId: number, nonce: string, codes: CardCodes): Promise<boolean> {
    const { affected } = await this.database.manager.update(DonorCard, { userId, nonce }, codes);
    return affected === 1;
  }

  /** How many donations the account has on record. */
  donationsOf(userId: number): Promise<number> {
    return this.database.manager.countBy(Donation, { userId });
  }

  /** Whether a drive desk recorded a donation of the account (its blood group was then seen at the chair). */
  hasDeskDonation(userId: number): Promise<boolean> {
    return this.database.manager.existsBy(Appointment, { userId, status: 'donated', donationId: Not(IsNull()) });
  }
}
