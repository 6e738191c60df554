import { DEFAULT_DONATION_TYPE, donationRecordSchema, type DonationRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { donorRecordFieldsOf } from '../../donor-forms/donor-record';
import { EventRecordDto } from '../../events/dto/event-record.dto';
import { Donation } from '../donation.entity';

/** A donation as every endpoint returns it (never the account it belongs to). */
export class DonationRecordDto extends createZodDto(donationRecordSchema) {
  static from(donation: Donation): DonationRecord {
    const { city, address, date, event, donationType } = donation;
    const record = { ...donorRecordFieldsOf(donation), city, address, date, event: event ? EventRecordDto.from(event) : null };
    // Like the domain's RecordedDonation: a donation without a type was whole blood.
    return donationType === DEFAULT_DONATION_TYPE ? record : { ...record, donationType };
  }
}
