import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES as M } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Required, SameAs } from '../../validation/validators';
import { PASSWORD_RESET_MESSAGES } from '../password-reset.messages';

/** The Reset Password form: the token of the link and the new password, with the rules and messages of registration. */
export class ResetPasswordDto {
  @ApiProperty({ example: 'q3JzS1v2b0xN…', description: 'The token of the emailed link (its `token` query parameter).' })
  @Required(PASSWORD_RESET_MESSAGES.tokenRequired)
  @IsString({ message: PASSWORD_RESET_MESSAGES.tokenRequired })
  @MaxLength(200, { message: PASSWORD_RESET_MESSAGES.invalidLink })
  token: string;

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
