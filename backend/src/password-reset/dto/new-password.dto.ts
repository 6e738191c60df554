import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES as M } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Required, SameAs } from '../../validation/validators';

/** A new password and its confirmation, with the rules and messages of registration (reset and change). */
export class NewPasswordDto {
  @ApiProperty({ example: 'new-secret1', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' })
  @Required(M.passwordRequired)
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordMax })
  password: string;

  @ApiProperty({ example: 'new-secret1', format: 'password', description: 'Must equal password.' })
  @Required(M.confirmPasswordRequired)
  @IsString()
  @SameAs('password', { message: M.passwordsMatch })
  confirmPassword: string;
}
