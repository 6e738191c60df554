import { donationRecordSchema, type DonationRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { donorRecordFieldsOf } from '../../donor-forms/donor-record';
import { EventRecordDto } from '../../events/dto/event-record.dto';
import { Donation } from '../donation.entity';

/** A donation as every endpoint returns it (never the account it belongs to). */
export class DonationRecordDto extends createZodDto(donationRecordSchema) {
  static from(donation: Donation): DonationRecord {
    const { city, address, date, event } = donation;
    return { ...donorRecordFieldsOf(donation), city, address, date, event: event ? EventRecordDto.from(event) : null };
  }
}
