import {
  BLOOD_GROUPS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MAX_AGE,
  MIN_AGE,
  MOBILE_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_GENDERS,
  REGISTRATION_MESSAGES as M,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type BloodGroup,
  type RegistrationGender,
} from '@blood-donation/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { NormalizeEmail, Trim } from '../../validation/transforms';
import { Required, SameAs } from '../../validation/validators';

/** The registration form (spec section 5), checked with the same rules and messages as the form. */
export class RegisterUserDto {
  @ApiProperty({ example: 'alice', minLength: USERNAME_MIN_LENGTH, maxLength: USERNAME_MAX_LENGTH })
  @Trim()
  @Required(M.usernameRequired)
  @IsString()
  @MinLength(USERNAME_MIN_LENGTH, { message: M.usernameMin })
  @MaxLength(USERNAME_MAX_LENGTH, { message: M.usernameMax })
  username: string;

  @ApiProperty({ example: 'alice@example.com', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed and lower-cased.' })
  @NormalizeEmail()
  @Required(M.emailRequired)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: M.emailInvalid })
  email: string;

  @ApiProperty({ example: 30, minimum: MIN_AGE, maximum: MAX_AGE, type: 'integer' })
  @Required(M.ageRequired)
  @IsInt({ message: M.ageWhole })
  @Min(MIN_AGE, { message: M.ageMin })
  @Max(MAX_AGE, { message: M.ageMax })
  age: number;

  @ApiProperty({ enum: BLOOD_GROUPS, enumName: 'BloodGroup', example: 'O+' })
  @Required(M.bloodGroupRequired)
  @IsString()
  @IsIn(BLOOD_GROUPS, { message: M.bloodGroupInvalid })
  bloodGroup: BloodGroup;

  @ApiPropertyOptional({ description: 'Lower-case duplicate of bloodGroup sent by the public site; ignored.', example: 'O+' })
  @IsOptional()
  @IsString()
  bloodgroup?: string;

  @ApiProperty({ enum: REGISTRATION_GENDERS, enumName: 'RegistrationGender', example: 'female' })
  @Required(M.genderRequired)
  @IsString()
  @IsIn(REGISTRATION_GENDERS, { message: M.genderInvalid })
  gender: RegistrationGender;

  @ApiProperty({ example: '9876543210', pattern: MOBILE_PATTERN.source })
  @Trim()
  @Required(M.mobileRequired)
  @IsString()
  @Matches(MOBILE_PATTERN, { message: M.mobileDigits })
  mobile: string;

  @ApiProperty({ example: 'secret1', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' })
  @Required(M.passwordRequired)
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordMax })
  password: string;

  @ApiProperty({ example: 'secret1', format: 'password', description: 'Must equal password.' })
  @Required(M.confirmPasswordRequired)
  @IsString()
  @SameAs('password', { message: M.passwordsMatch })
  confirmPassword: string;
}
