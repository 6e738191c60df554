import { ApiProperty } from '@nestjs/swagger';
import { Donation } from '../donation.entity';
import { DonationRecordDto } from './donation-record.dto';

/** A donation as the admin lists show it: also the email of the donor's account, to contact them. */
export class AdminDonationRecordDto extends DonationRecordDto {
  @ApiProperty({ type: 'string', nullable: true, example: 'asha@example.com', description: "The email of the donor's account; null for a walk-in donor." })
  email: string | null;

  /** `donation` with its event and (id and email of) its user loaded. */
  static fromAdmin(donation: Donation): AdminDonationRecordDto {
    return { ...DonationRecordDto.from(donation), email: donation.user?.email ?? null };
  }
}
