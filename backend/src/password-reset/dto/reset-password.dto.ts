import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required } from '../../validation/validators';
import { PASSWORD_RESET_MESSAGES } from '../password-reset.messages';
import { NewPasswordDto } from './new-password.dto';

/** The Reset Password form: the token of the link and the new password, with the rules and messages of registration. */
export class ResetPasswordDto extends NewPasswordDto {
  @ApiProperty({ example: 'q3JzS1v2b0xN…', description: 'The token of the emailed link (its `token` query parameter).' })
  @Required(PASSWORD_RESET_MESSAGES.tokenRequired)
  @IsString({ message: PASSWORD_RESET_MESSAGES.tokenRequired })
  @MaxLength(200, { message: PASSWORD_RESET_MESSAGES.invalidLink })
  token: string;
}
