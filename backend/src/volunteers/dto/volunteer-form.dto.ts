import {
  DATE_PATTERN,
  EMAIL_MAX_LENGTH,
  FORM_GENDERS,
  LONG_TEXT_MAX_LENGTH,
  PHONE_PATTERN,
  TEXT_MAX_LENGTH,
  validateVolunteer,
  VOLUNTEER_MESSAGES as M,
  ZIP_CODE_PATTERN,
} from '@blood-donation/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { EventReferenceDto } from '../../donations/dto/create-donation.dto';
import { Trim } from '../../validation/transforms';
import { FormRule, Required } from '../../validation/validators';

/** A text field of the volunteer form, checked by the form's own validator. */
const Field = (required: string): PropertyDecorator => applyDecorators(Trim(), Required(required), IsString(), FormRule(validateVolunteer));

/** The Volunteer form (spec section 5): every field required except the event. */
export class VolunteerFormDto {
  @ApiProperty({ example: 'Asha', maxLength: TEXT_MAX_LENGTH })
  @Field(M.firstNameRequired)
  firstName: string;

  @ApiProperty({ example: 'Patil', maxLength: TEXT_MAX_LENGTH })
  @Field(M.lastNameRequired)
  lastName: string;

  @ApiProperty({ type: 'string', format: 'date', example: '1995-04-12', pattern: DATE_PATTERN.source, description: 'A real day in the past; the volunteer is at least 18 years old.' })
  @Field(M.dobRequired)
  dob: string;

  @ApiProperty({ enum: FORM_GENDERS, enumName: 'FormGender', example: 'Female' })
  @Field(M.genderRequired)
  gender: string;

  @ApiProperty({ example: '9876543210', pattern: PHONE_PATTERN.source })
  @Field(M.phoneRequired)
  phone: string;

  @ApiProperty({ example: 'asha@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Field(M.emailRequired)
  email: string;

  @ApiProperty({ example: '1 Main Road, Shivajinagar', maxLength: LONG_TEXT_MAX_LENGTH })
  @Field(M.addressRequired)
  address: string;

  @ApiProperty({ example: 'Pune', maxLength: TEXT_MAX_LENGTH })
  @Field(M.cityRequired)
  city: string;

  @ApiProperty({ example: 'Maharashtra', maxLength: TEXT_MAX_LENGTH })
  @Field(M.stateRequired)
  state: string;

  @ApiProperty({ example: '411005', pattern: ZIP_CODE_PATTERN.source })
  @Field(M.zipCodeRequired)
  zipCode: string;

  @ApiProperty({ example: 'I can help at the registration desk.', maxLength: LONG_TEXT_MAX_LENGTH })
  @Field(M.messageRequired)
  message: string;

  @ApiPropertyOptional({ type: EventReferenceDto, nullable: true, description: 'The event to volunteer at, if any.' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => EventReferenceDto)
  event?: EventReferenceDto | null;
}
