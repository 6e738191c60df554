import { donationSchema } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt } from 'class-validator';
import { createZodDto } from 'nestjs-zod';
import { DONATION_MESSAGES } from '../donations.messages';

/** Donate Blood and the admin's Add Donor (spec section 5): the schema of domain/, with the form's rules and messages. */
export class CreateDonationDto extends createZodDto(donationSchema) {}

/**
 * An existing event, named by its id, for the volunteer form's class-validator DTO only (donations use
 * eventReferenceSchema of domain/). It goes when the volunteer form is converted to its zod schema.
 */
export class EventReferenceDto {
  @ApiProperty({ type: 'integer', example: 1 })
  @IsInt({ message: DONATION_MESSAGES.eventId })
  id: number;
}
