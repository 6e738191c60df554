import { adminDonationRecordSchema, type AdminDonationRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { Donation } from '../donation.entity';
import { DonationRecordDto } from './donation-record.dto';

/** A donation as the admin lists show it: also the email of the donor's account, to contact them. */
export class AdminDonationRecordDto extends createZodDto(adminDonationRecordSchema) {
  /** `donation` with its event and (id and email of) its user loaded. */
  static fromAdmin(donation: Donation): AdminDonationRecord {
    return { ...DonationRecordDto.from(donation), email: donation.user?.email ?? null };
  }
}
