import type { DonationRecord } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { DonorRecordDto } from '../../donor-forms/donor-record.dto';
import { EventRecordDto } from '../../events/dto/event-record.dto';
import { Donation } from '../donation.entity';

/** A donation as every endpoint returns it (never the account it belongs to). */
export class DonationRecordDto extends DonorRecordDto implements DonationRecord {
  @ApiProperty({ example: 'Pune' })
  city: string;

  @ApiProperty({ example: '1 Main Road, Shivajinagar' })
  address: string;

  @ApiProperty({ type: 'string', format: 'date', example: '2026-11-01' })
  date: string;

  @ApiProperty({ type: () => EventRecordDto, nullable: true, description: 'The event it was made at; null when none or deleted.' })
  event: EventRecordDto | null;

  static from(donation: Donation): DonationRecordDto {
    const { city, address, date, event } = donation;
    return { ...DonorRecordDto.fieldsOf(donation), city, address, date, event: event ? EventRecordDto.from(event) : null };
  }
}
