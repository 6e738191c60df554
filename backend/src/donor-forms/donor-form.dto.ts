import {
  BLOOD_GROUPS,
  DONOR_FORM_MESSAGES as M,
  FORM_GENDERS,
  MAX_AGE,
  MAX_UNITS,
  MIN_AGE,
  PHONE_PATTERN,
  TEXT_MAX_LENGTH,
  type BloodGroup,
  type DonorFormValues,
  type FormGender,
} from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsString } from 'class-validator';
import { Trim } from '../validation/transforms';
import { FormRule, FormValidator, Required } from '../validation/validators';

/** A JSON number (a number in a string is refused); whether it is whole and in range is the form's rule. */
const IsJsonNumber = (message: string): PropertyDecorator => IsNumber({ allowNaN: false, allowInfinity: false }, { message });

/**
 * The six donor fields Make Blood Request and Donate Blood share, checked by `validate` (the form's own
 * validator from the domain package): same rules, same messages, same order as the form.
 */
export function DonorFormDto(validate: FormValidator<keyof DonorFormValues>) {
  class DonorForm {
    @ApiProperty({ example: 'Ravi Kumar', maxLength: TEXT_MAX_LENGTH, description: 'Trimmed.' })
    @Trim()
    @Required(M.nameRequired)
    @IsString()
    @FormRule(validate)
    name: string;

    @ApiProperty({ enum: BLOOD_GROUPS, enumName: 'BloodGroup', example: 'B+' })
    @Trim()
    @Required(M.bloodGroupRequired)
    @IsString()
    @FormRule(validate)
    bloodGroup: BloodGroup;

    @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_UNITS, example: 2 })
    @Required(M.unitsRequired)
    @IsJsonNumber(M.unitsPositiveInteger)
    @FormRule(validate)
    units: number;

    @ApiProperty({ example: '+91 9876543210', pattern: PHONE_PATTERN.source, description: 'Optional country code, then 10 digits.' })
    @Trim()
    @Required(M.mobileRequired)
    @IsString()
    @FormRule(validate)
    mobile: string;

    @ApiProperty({ enum: FORM_GENDERS, enumName: 'FormGender', example: 'Male' })
    @Trim()
    @Required(M.genderRequired)
    @IsString()
    @FormRule(validate)
    gender: FormGender;

    @ApiProperty({ type: 'integer', minimum: MIN_AGE, maximum: MAX_AGE, example: 40 })
    @Required(M.ageRequired)
    @IsJsonNumber(M.agePositive)
    @FormRule(validate)
    age: number;
  }
  return DonorForm;
}
