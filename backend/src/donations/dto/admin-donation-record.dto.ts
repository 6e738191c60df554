import { adminDonationRecordSchema, type AdminDonationRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { Donation } from '../donation.entity';
import { DonationRecordDto } from './donation-record.dto';

/** A row of the admin's donor list as read, before the donor's eligibility is added (DonorEligibility.withNextDates). */
export type ListedDonation = Omit<AdminDonationRecord, 'nextEligibleDate'>;

/** A donation as the admin lists show it: also the email of the donor's account, to contact them, and when they may give again. */
export class AdminDonationRecordDto extends createZodDto(adminDonationRecordSchema) {
  /** `donation` with its event and (id and email of) its user loaded. */
  static fromAdmin(donation: Donation): ListedDonation {
    return { ...DonationRecordDto.from(donation), email: donation.user?.email ?? null };
  }
}
