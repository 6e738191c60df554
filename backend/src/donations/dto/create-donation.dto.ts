import { DATE_PATTERN, DONOR_FORM_MESSAGES as M, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, validateDonation } from '@blood-donation/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { DonorFormDto } from '../../donor-forms/donor-form.dto';
import { Trim } from '../../validation/transforms';
import { FormRule, Required } from '../../validation/validators';
import { DONATION_MESSAGES } from '../donations.messages';

/** An existing event, named by its id (as the volunteer form sends it too). */
export class EventReferenceDto {
  @ApiProperty({ type: 'integer', example: 1 })
  @IsInt({ message: DONATION_MESSAGES.eventId })
  id: number;
}

/** Donate Blood and the admin's Add Donor (spec section 5): all nine fields required, checked by the form's own validator. */
export class CreateDonationDto extends DonorFormDto(validateDonation) {
  @ApiProperty({ example: 'Pune', maxLength: TEXT_MAX_LENGTH })
  @Trim()
  @Required(M.cityRequired)
  @IsString()
  @FormRule(validateDonation)
  city: string;

  @ApiProperty({ example: '1 Main Road, Shivajinagar', maxLength: LONG_TEXT_MAX_LENGTH })
  @Trim()
  @Required(M.addressRequired)
  @IsString()
  @FormRule(validateDonation)
  address: string;

  @ApiProperty({ type: 'string', format: 'date', example: '2026-11-01', pattern: DATE_PATTERN.source, description: 'A real calendar day.' })
  @Trim()
  @Required(M.dateRequired)
  @IsString()
  @FormRule(validateDonation)
  date: string;

  @ApiPropertyOptional({ type: EventReferenceDto, nullable: true, description: 'The event it was made at, if any.' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => EventReferenceDto)
  event?: EventReferenceDto | null;
}
